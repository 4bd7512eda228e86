import { Injectable } from '@nestjs/common';
import { BillingErrorCode, type PlanId, type SubscriptionView } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { ensureSubscription } from './ensure-subscription';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { recordSubscriptionChange } from './subscription-changed';
import { SubscriptionStore } from './subscription.store';

/**
 * An admin's grant (the admin service checked its rules and audits it; Lite only this
 * way): the plan applies now, with no period, no renewal and nothing charged, and the user sees it
 * as "granted". `free` ends a granted plan; a paid plan is never ended here (its period was paid for).
 */
@Injectable()
export class GrantPlanUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: GetSubscriptionUseCase,
    private readonly store: SubscriptionStore,
  ) {}

  async execute(userId: string, planId: PlanId): Promise<SubscriptionView> {
    await this.unitOfWork.run(async (scope) => {
      const row =
        (await scope.subscriptions.lockByUser(userId)) ??
        (await ensureSubscription(scope, userId, this.store.month().start));
      if (!row) throw new RpcError(BillingErrorCode.planNotFound, 'This account has been deleted.');
      if (planId === 'free') {
        if (row.granted_at === null)
          throw new RpcError(BillingErrorCode.invalidPlanChange, 'Only a granted plan can be ended here.');
      }
      const updated = await scope.subscriptions.grant(row.id, planId);
      await recordSubscriptionChange(
        scope.outbox,
        updated,
        planId === 'free' ? 'ended' : 'granted',
        row.plan_id,
      );
    });
    return this.subscriptions.view(userId);
  }
}
