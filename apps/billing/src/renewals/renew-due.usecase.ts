import { Injectable } from '@nestjs/common';
import type { RenewalRunResult } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import { ReconcileOpenOrdersUseCase } from '../payments/reconcile-open-orders.usecase';
import { RenewSubscriptionUseCase } from './renew-subscription.usecase';

/** At most this many charges per pass; the next pass (hourly) goes on where this one stopped. */
const BATCH = 500;

/**
 * One renewal pass (worker's `subscription-renewal`): ends what was cancelled or moved to Free,
 * charges what is due, settles orders left open. Each step is safe to repeat.
 */
@Injectable()
export class RenewDueUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly endDue: EndDueSubscriptionsUseCase,
    private readonly renewOne: RenewSubscriptionUseCase,
    private readonly reconcile: ReconcileOpenOrdersUseCase,
  ) {}

  async execute(now = new Date()): Promise<RenewalRunResult> {
    const result: RenewalRunResult = { renewed: 0, failed: 0, unsettled: 0, ended: 0, reconciled: 0 };
    result.ended += await this.endDue.execute(now);
    const due = await this.unitOfWork.direct().renewals.due(now, BATCH);
    for (const subscription of due) result[await this.renewOne.execute(subscription)]++;
    result.reconciled = await this.reconcile.execute(now);
    return result;
  }
}
