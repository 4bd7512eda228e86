/** A refused renewal is tried again this many days after the period ended; after the last, Free. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again after the `failures`-th refused renewal of the period that ended at `endsAt`;
 * null when the retries are used up and the plan ends.
 */
export function nextRenewalAttempt(endsAt: Date, failures: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? null : new Date(endsAt.getTime() + days * DAY_MS);
}

/**
 * The Toss orderId of one renewal attempt: the same subscription, period and attempt always give
 * the same id, so a pass run twice (or by two workers) asks Toss to charge it once.
 */
export function renewalOrderId(subscriptionId: string, periodStart: Date, attempt: number): string {
  const stamp = periodStart.toISOString().replace(/\D/g, '').slice(0, 14);
  return `rnw_${subscriptionId.replace(/-/g, '')}_${stamp}_${attempt}`;
}
