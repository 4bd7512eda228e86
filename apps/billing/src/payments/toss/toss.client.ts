import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { TossBilling, TossErrorBody, TossPayment } from '@maeum/toss-api';
import { TossSandbox } from '@maeum/toss-sandbox';
import { BillingConfig } from '../../billing.config';
import { TOSS_NETWORK_ERROR, TossError } from './toss.error';

const TOSS_API = 'https://api.tosspayments.com';
export const SANDBOX_SECRET_KEY = 'test_sk_sandbox';
const BUSY_RETRIES = [300, 1000, 2000];

/**
 * Toss Payments API v1 over HTTP: Basic auth with the secret key, an Idempotency-Key on every
 * POST, a timeout. Without keys it talks to the built-in sandbox (started here on loopback) or to
 * TOSS_API_URL. A repeat of a request still running at Toss (409 IDEMPOTENT_REQUEST_PROCESSING)
 * is sent again with the same key after a pause.
 */
@Injectable()
export class TossClient implements OnApplicationShutdown {
  private readonly logger = new Logger(TossClient.name);
  private endpoint?: Promise<{ url: string; authorization: string }>;
  private sandbox?: TossSandbox;

  constructor(private readonly config: BillingConfig) {}

  /** No Toss keys: checkout goes through the sandbox's pages, and nothing is charged for real. */
  get sandboxMode(): boolean {
    return !this.config.TOSS_SECRET_KEY;
  }

  get clientKey(): string | null {
    return this.config.TOSS_CLIENT_KEY || null;
  }

  issueBillingKey(authKey: string, customerKey: string, idempotencyKey: string): Promise<TossBilling> {
    return this.post('/v1/billing/authorizations/issue', { authKey, customerKey }, idempotencyKey);
  }

  chargeBillingKey(
    billingKey: string,
    body: { customerKey: string; amount: number; orderId: string; orderName: string },
    idempotencyKey: string,
  ): Promise<TossPayment> {
    return this.post(`/v1/billing/${encodeURIComponent(billingKey)}`, body, idempotencyKey);
  }

  confirm(
    body: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<TossPayment> {
    return this.post('/v1/payments/confirm', body, idempotencyKey);
  }

  cancel(paymentKey: string, cancelReason: string, idempotencyKey: string): Promise<TossPayment> {
    return this.post(
      `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
      { cancelReason },
      idempotencyKey,
    );
  }

  payment(paymentKey: string): Promise<TossPayment> {
    return this.send('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  paymentOfOrder(orderId: string): Promise<TossPayment> {
    return this.send('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  }

  /** Sandbox only: what Toss's card-registration window hands the browser. */
  sandboxRegisterCard(
    customerKey: string,
    cardNumber?: string,
  ): Promise<{ authKey: string; customerKey: string }> {
    return this.send('POST', '/sandbox/billing-auth', { customerKey, ...(cardNumber ? { cardNumber } : {}) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sandbox?.close();
  }

  private async post<T>(path: string, body: object, idempotencyKey: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.send<T>('POST', path, body, idempotencyKey);
      } catch (error) {
        const busy = error instanceof TossError && error.code === 'IDEMPOTENT_REQUEST_PROCESSING';
        if (!busy || attempt >= BUSY_RETRIES.length) throw error;
        await new Promise((r) => setTimeout(r, BUSY_RETRIES[attempt]));
      }
    }
  }

  private async send<T>(method: string, path: string, body?: object, idempotencyKey?: string): Promise<T> {
    const { url, authorization } = await this.resolve();
    const headers: Record<string, string> = { authorization, 'content-type': 'application/json' };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(url + path, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.TOSS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TossError(0, TOSS_NETWORK_ERROR, `Toss did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Unreadable, even with a 2xx: as good as no answer, so the order is looked up, never closed.
      throw new TossError(502, 'INVALID_RESPONSE', 'Toss answered something that is not JSON');
    }
    if (!response.ok) {
      const error = parsed as Partial<TossErrorBody>;
      // Toss's wording (Korean, for merchants) is only ever read here; the person gets ours for the code.
      this.logger.warn(
        { method, status: response.status, code: error.code, tossMessage: error.message },
        'Toss refused the request',
      );
      throw new TossError(
        response.status,
        error.code ?? 'UNKNOWN',
        error.message ?? 'Toss refused the request',
      );
    }
    return parsed as T;
  }

  private resolve(): Promise<{ url: string; authorization: string }> {
    if (!this.endpoint) {
      this.endpoint = this.connect();
      // A sandbox that failed to start is tried again by the next call, not remembered as failed.
      this.endpoint.catch(() => (this.endpoint = undefined));
    }
    return this.endpoint;
  }

  private async connect(): Promise<{ url: string; authorization: string }> {
    const secretKey = this.config.TOSS_SECRET_KEY || SANDBOX_SECRET_KEY;
    let url = this.config.TOSS_API_URL.replace(/\/+$/, '');
    if (!url && this.sandboxMode) {
      this.sandbox = await TossSandbox.start({ host: '127.0.0.1' });
      url = this.sandbox.url;
      this.logger.log({ url }, 'No Toss keys: payments go to the built-in sandbox (no real charge)');
    }
    return {
      url: url || TOSS_API,
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
    };
  }
}
