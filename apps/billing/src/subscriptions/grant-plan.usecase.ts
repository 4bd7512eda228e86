import { Injectable } from '@nestjs/common';
import { BillingErrorCode, type PlanId, type SubscriptionView } from '@maeum/contracts';
import { Outbox, RpcError } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionRow, SUBSCRIPTION_COLUMNS } from './subscription-row';

/**
 * An admin's grant (the admin service checked its rules and audits it; DECISIONS.md: Lite only this
 * way): the plan applies now, with no period, no renewal and nothing charged, and the user sees it
 * as "granted". `free` ends a granted plan; a paid plan is never ended here (its period was paid for).
 */
@Injectable()
export class GrantPlanUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: SubscriptionStore,
    private readonly outbox: Outbox,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, planId: PlanId): Promise<SubscriptionView> {
    await this.dataSource.transaction(async (manager) => {
      const row = (await this.store.lock(manager, userId)) ?? (await this.store.ensure(manager, userId));
      if (!row) throw new RpcError(BillingErrorCode.planNotFound, 'This account has been deleted.');
      if (planId === 'free') {
        if (row.granted_at === null)
          throw new RpcError(BillingErrorCode.invalidPlanChange, 'Only a granted plan can be ended here.');
      }
      const [[updated]]: [SubscriptionRow[], number] = await manager.query(
        `UPDATE "billing"."user_subscriptions"
            SET "plan_id" = $2, "status" = 'active', "billing_period" = 'monthly', "current_period_start" = NULL,
                "ends_at" = NULL, "scheduled_plan_id" = NULL, "cancel_reason" = NULL, "cancel_feedback" = NULL,
                "cancelled_at" = NULL, "renewal_failures" = 0, "next_renewal_attempt_at" = NULL,
                "granted_at" = CASE WHEN $2 = 'free' THEN NULL ELSE now() END, "updated_at" = now()
          WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [row.id, planId],
      );
      await this.store.recordChange(manager, updated, planId === 'free' ? 'ended' : 'granted', row.plan_id);
    });
    this.outbox.notifyCommitted();
    return this.subscriptions.view(userId);
  }
}
