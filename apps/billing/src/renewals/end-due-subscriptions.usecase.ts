import { Injectable } from '@nestjs/common';
import type { SubscriptionChangeKind } from '@maeum/contracts';
import type { UnitOfWorkScope } from '@maeum/service-kit';
import { BillingRepositories, BillingUnitOfWork } from '../billing.unit-of-work';
import { recordSubscriptionChange } from '../subscriptions/subscription-changed';
import type { SubscriptionRow } from '../subscriptions/subscription-row';

/**
 * Applies what was decided for the end of a period (spec §5): a cancelled plan or one scheduled
 * down to Free becomes Free once its `ends_at` has passed. One statement per pass, rows another
 * pass holds are skipped; each change goes to the outbox with it.
 */
@Injectable()
export class EndDueSubscriptionsUseCase {
  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  execute(now: Date): Promise<number> {
    return this.unitOfWork.run(async ({ renewals, outbox }) => {
      const rows = await renewals.endDue(now);
      for (const row of rows)
        await recordSubscriptionChange(
          outbox,
          row,
          row.previous_status === 'cancelled' ? 'ended' : 'downgraded',
          row.previous_plan_id,
        );
      return rows.length;
    });
  }

  /** Free from now on, in the caller's unit of work: the retries of a refused renewal are used up. */
  async endOne(
    { renewals, outbox }: UnitOfWorkScope<BillingRepositories>,
    subscriptionId: string,
    kind: SubscriptionChangeKind,
  ): Promise<SubscriptionRow | null> {
    const row = await renewals.endOne(subscriptionId);
    if (row) await recordSubscriptionChange(outbox, row, kind, row.previous_plan_id);
    return row;
  }
}
