import type { ChatProvider, CompanionRequest } from '../companion/companion-request';
import { fitsCap } from '../companion/reply-caps';
import { fallbackReply } from '../companion/session-words';

export interface ReplyPiece {
  delta: string;
}

export interface ReplyOutcome {
  /** The provider failed or timed out before saying anything: the canned fallback was used. */
  fellBack: boolean;
  /** The reply stopped early: the reader left, the cap was reached, or the provider broke off. */
  interrupted: boolean;
  /** The provider's error code, for the log (never the content). */
  errorCode?: string;
}

function codeOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { status?: number; code?: string; name?: string };
    return String(e.status ?? e.code ?? e.name ?? 'error');
  }
  return 'error';
}

/**
 * Streams a provider's reply with the spec's guarantees around it: a reply that has not started
 * within `firstTokenMs` (or fails before its first word) becomes the canned contextual fallback;
 * the word cap is kept while streaming (the provider is stopped at the cap); a caller's abort stops
 * the provider. `onDelta` receives each piece; the promise gives what happened.
 */
export async function streamReply(
  provider: ChatProvider,
  request: CompanionRequest,
  options: { signal: AbortSignal; firstTokenMs: number; totalMs: number; onDelta: (delta: string) => void },
): Promise<ReplyOutcome> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal.addEventListener('abort', stop, { once: true });
  let text = '';
  let started = false;
  let timedOut = false;
  const giveUp = () => {
    timedOut = true;
    controller.abort();
  };
  const firstTimer = setTimeout(() => {
    if (!started) giveUp();
  }, options.firstTokenMs);
  const totalTimer = setTimeout(giveUp, options.totalMs);
  try {
    for await (const delta of provider.stream(request, controller.signal)) {
      if (controller.signal.aborted) break;
      if (!fitsCap(text + delta, request.language)) {
        controller.abort();
        return { fellBack: false, interrupted: true };
      }
      started = true;
      text += delta;
      options.onDelta(delta);
    }
    if (options.signal.aborted) return { fellBack: false, interrupted: true };
    if (!started) {
      options.onDelta(fallbackReply(request.message, request.language, request.tone));
      return { fellBack: true, interrupted: false, errorCode: timedOut ? 'timeout' : 'empty' };
    }
    return { fellBack: false, interrupted: timedOut };
  } catch (error) {
    if (options.signal.aborted) return { fellBack: false, interrupted: true };
    if (!started) {
      options.onDelta(fallbackReply(request.message, request.language, request.tone));
      return { fellBack: true, interrupted: false, errorCode: timedOut ? 'timeout' : codeOf(error) };
    }
    return { fellBack: false, interrupted: true, errorCode: codeOf(error) };
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(totalTimer);
    options.signal.removeEventListener('abort', stop);
  }
}
