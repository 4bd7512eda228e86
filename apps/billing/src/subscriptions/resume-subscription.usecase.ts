import { Injectable } from '@nestjs/common';
import type { SubscriptionView } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { NothingToResumeError } from './subscription.exception';
import { recordSubscriptionChange } from './subscription-changed';

/**
 * Undoes a cancel while the paid period lasts: the plan renews on its end date again, as if it
 * had never been cancelled. At or after the end date the plan is over (the renewal pass makes it
 * Free), so it is refused with a clear word instead; the row lock keeps it from racing that pass.
 */
@Injectable()
export class ResumeSubscriptionUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, now = new Date()): Promise<SubscriptionView> {
    await this.unitOfWork.run(async ({ subscriptions, outbox }) => {
      const row = await subscriptions.lockByUser(userId);
      if (!row || row.plan_id === 'free' || row.status !== 'cancelled') throw new NothingToResumeError();
      if (!row.ends_at || row.ends_at.getTime() <= now.getTime())
        throw new NothingToResumeError(row.ends_at ?? now);
      const resumed = await subscriptions.markResumed(row.id);
      await recordSubscriptionChange(outbox, resumed, 'resumed');
    });
    return this.subscriptions.view(userId);
  }
}
