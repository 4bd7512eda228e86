import { Injectable } from '@nestjs/common';
import type { DowngradeSubscriptionRequest, SubscriptionView } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { isDowngrade } from './plan-changes';
import { InvalidPlanChangeError } from './subscription.exception';
import { recordSubscriptionChange } from './subscription-changed';

/**
 * Spec §4: a downgrade takes effect at the next billing cycle and the current benefits stay until
 * `ends_at`; the renewal job applies it. A paid plan without a period (an admin grant) changes now.
 */
@Injectable()
export class DowngradeSubscriptionUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, request: DowngradeSubscriptionRequest): Promise<SubscriptionView> {
    await this.unitOfWork.run(async ({ subscriptions, outbox }) => {
      const row = await subscriptions.lockByUser(userId);
      const from = row?.plan_id ?? 'free';
      if (!row || row.status === 'cancelled' || !isDowngrade(from, request.planId))
        throw new InvalidPlanChangeError(from, request.planId);
      const now = !row.ends_at;
      const updated = now
        ? await subscriptions.changePlanNow(row.id, request.planId)
        : await subscriptions.scheduleDowngrade(row.id, request.planId);
      await recordSubscriptionChange(outbox, updated, now ? 'downgraded' : 'downgrade-scheduled', from);
    });
    return this.subscriptions.view(userId);
  }
}
