/** An answer of Toss that is not a success, or no answer at all (`status` 0: network or timeout). */
export class TossError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TossError';
  }

  /** No answer, or Toss could not process it: the same request may be sent again with the same key. */
  get retryable(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      [
        'PROVIDER_ERROR',
        'FAILED_INTERNAL_SYSTEM_PROCESSING',
        'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
        'IDEMPOTENT_REQUEST_PROCESSING',
        'UNAUTHORIZED_KEY',
      ].includes(this.code)
    );
  }
}

export const TOSS_NETWORK_ERROR = 'NETWORK_ERROR';

/** What a Toss error means for the order it was about. */
export type OrderOutcome = 'look-up' | 'stays-open' | 'failed' | 'expired';

/**
 * No order open forever, every Toss error to an order state: already processed → look the payment
 * up; no answer or Toss's own trouble → the order stays in progress for the same call again (a
 * retry of the confirm, the next renewal pass, or the reconciliation after 10 minutes); anything
 * Toss refused → failed; the 10-minute window gone → expired.
 */
export function orderOutcomeOf(error: TossError): OrderOutcome {
  if (error.code === 'ALREADY_PROCESSED_PAYMENT') return 'look-up';
  if (error.retryable) return 'stays-open';
  return error.code === 'NOT_FOUND_PAYMENT_SESSION' ? 'expired' : 'failed';
}
