import { Injectable } from '@nestjs/common';
import type { UsageResetResult } from '@maeum/contracts';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { BillingUnitOfWork } from '../billing.unit-of-work';

/**
 * The user-id ranges the reset runs side by side, one set-based UPDATE each. One statement over
 * every row runs on one core and waits on its own writes: on this 2-core machine 1,000,000 rows
 * took 14 s as one statement and 6.7 s as these four at once (same table, psql).
 */
const RANGES: [string | null, string | null][] = [
  [null, '40000000-0000-0000-0000-000000000000'],
  ['40000000-0000-0000-0000-000000000000', '80000000-0000-0000-0000-000000000000'],
  ['80000000-0000-0000-0000-000000000000', 'c0000000-0000-0000-0000-000000000000'],
  ['c0000000-0000-0000-0000-000000000000', null],
];

/**
 * The monthly reset: set-based UPDATEs of every row still counting an earlier month. Running it
 * twice resets once: the second run finds no row before this month. A row the usage listener
 * touches meanwhile is safe either way: the listener itself starts a new month's row from zero.
 */
@Injectable()
export class ResetUsageUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly store: SubscriptionStore,
  ) {}

  async execute(asOf = new Date()): Promise<UsageResetResult> {
    const monthStart = this.store.month(asOf).start;
    const { usage } = this.unitOfWork.direct();
    const counts = await Promise.all(RANGES.map(([from, to]) => usage.resetMonth(monthStart, from, to)));
    // The daily texts of last month's days count for nothing any more.
    await usage.forgetDaysBefore(monthStart);
    return { monthStart, reset: counts.reduce((a, b) => a + b, 0) };
  }
}
