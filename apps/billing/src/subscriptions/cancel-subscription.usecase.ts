import { Injectable } from '@nestjs/common';
import type { CancelSubscriptionRequest, SubscriptionView } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { NothingToCancelError } from './subscription.exception';
import { recordSubscriptionChange } from './subscription-changed';

/**
 * Spec §4: cancelling keeps access until the end of the paid period ('Ends on'); the renewal job
 * then moves the user to Free. The reason is required (the DTO says so in the spec's words).
 */
@Injectable()
export class CancelSubscriptionUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, request: CancelSubscriptionRequest): Promise<SubscriptionView> {
    await this.unitOfWork.run(async ({ subscriptions, outbox }) => {
      const row = await subscriptions.lockByUser(userId);
      if (!row || row.plan_id === 'free' || row.status === 'cancelled') throw new NothingToCancelError();
      const updated = await subscriptions.markCancelled(row.id, request.reason, request.feedback ?? null);
      await recordSubscriptionChange(outbox, updated, 'cancelled');
    });
    return this.subscriptions.view(userId);
  }
}
