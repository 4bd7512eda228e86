import type { ConfirmPaymentRequest, ConfirmPaymentView } from '@maeum/api-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/http';
import { billingApi } from '../api';

/** Pauses between tries of the same confirm; the last repeats until the automatic tries run out. */
export const CONFIRM_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** About two and a half minutes of automatic tries; then the person may check again by hand. */
export const CONFIRM_AUTOMATIC_TRIES = 10;
/** What Toss handed the success page, kept in this tab until the payment has a definite answer. */
export const PENDING_CONFIRM_KEY = 'maeum.payment.pendingConfirm';

export type ConfirmState =
  | { kind: 'verifying' }
  /** No definite answer yet (the server or Toss is away for a moment): the same confirm is tried again. */
  | { kind: 'still-confirming'; waitingForPerson: boolean }
  | { kind: 'complete'; view: ConfirmPaymentView }
  /** A definite refusal (a 4xx): only now is a new checkout offered. */
  | { kind: 'refused'; code: string | null; message: string | null; error?: unknown };

/**
 * The success page's confirm, made safe to repeat: the same orderId, amount and key every time
 * (the server charges an order once whatever the number of confirms), retried with back-off while
 * the answer is not definite, so a crash or a timeout never sends the person to a second checkout.
 */
export function useConfirmPayment(
  request: ConfirmPaymentRequest | null,
  onComplete: (view: ConfirmPaymentView) => Promise<void> | void,
) {
  const [state, setState] = useState<ConfirmState>(
    request ? { kind: 'verifying' } : { kind: 'refused', code: null, message: null },
  );
  const tries = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef(false);
  const alive = useRef(true);
  const done = useRef(onComplete);
  done.current = onComplete;

  const attempt = useCallback(async () => {
    if (!request || running.current) return;
    running.current = true;
    try {
      const view = await billingApi.confirm(request);
      forgetPendingConfirm();
      if (!alive.current) return;
      await done.current(view);
      setState({ kind: 'complete', view });
    } catch (error: unknown) {
      if (!alive.current) return;
      if (isDefiniteRefusal(error)) {
        forgetPendingConfirm();
        setState({ kind: 'refused', code: error.code, message: error.message, error });
        return;
      }
      tries.current += 1;
      const waitingForPerson = tries.current >= CONFIRM_AUTOMATIC_TRIES;
      setState({ kind: 'still-confirming', waitingForPerson });
      if (!waitingForPerson) {
        const pause = CONFIRM_BACKOFF_MS[Math.min(tries.current - 1, CONFIRM_BACKOFF_MS.length - 1)];
        timer.current = setTimeout(() => void attempt(), pause);
      }
    } finally {
      running.current = false;
    }
  }, [request]);

  useEffect(() => {
    alive.current = true;
    if (request) {
      rememberPendingConfirm(request);
      void attempt();
    }
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [request, attempt]);

  /** "Check again" once the automatic tries are over: the same confirm, and a new round of tries. */
  const checkAgain = useCallback(() => {
    tries.current = 0;
    setState({ kind: 'still-confirming', waitingForPerson: false });
    void attempt();
  }, [attempt]);

  return { state, checkAgain };
}

/** Not about the payment: a time-out, a rate limit, or a session that ended (sign-in brings the person back). */
const NOT_AN_ANSWER = new Set([401, 408, 429]);

/** A 4xx about the payment is the server's definite answer; anything else may still succeed. */
function isDefiniteRefusal(error: unknown): error is { code: string; message: string; status: number } {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !NOT_AN_ANSWER.has(error.status) &&
    // The first confirm with this key is still running on the server.
    error.code !== 'idempotent_request_processing'
  );
}

export function rememberPendingConfirm(request: ConfirmPaymentRequest): void {
  try {
    sessionStorage.setItem(PENDING_CONFIRM_KEY, JSON.stringify(request));
  } catch {
    // Storage refused (private mode, quota): the address bar still holds the same values.
  }
}

export function forgetPendingConfirm(): void {
  try {
    sessionStorage.removeItem(PENDING_CONFIRM_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The confirm a reload or a return to the page without Toss's query still owes an answer to. */
export function pendingConfirm(): ConfirmPaymentRequest | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_CONFIRM_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { orderId, amount } = parsed as ConfirmPaymentRequest;
    return typeof orderId === 'string' && Number.isInteger(amount) ? (parsed as ConfirmPaymentRequest) : null;
  } catch {
    return null;
  }
}
