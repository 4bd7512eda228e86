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
