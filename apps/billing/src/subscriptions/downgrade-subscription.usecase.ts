import { Injectable } from '@nestjs/common';
import type { DowngradeSubscriptionRequest, SubscriptionView } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { isDowngrade } from './plan-changes';
import { InvalidPlanChangeError } from './subscription.exception';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionRow, SUBSCRIPTION_COLUMNS } from './subscription-row';

/**
 * Spec §4: a downgrade takes effect at the next billing cycle and the current benefits stay until
 * `ends_at`; the renewal job applies it. A paid plan without a period (an admin grant) changes now.
 */
@Injectable()
export class DowngradeSubscriptionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: SubscriptionStore,
    private readonly outbox: Outbox,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, request: DowngradeSubscriptionRequest): Promise<SubscriptionView> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.store.lock(manager, userId);
      const from = row?.plan_id ?? 'free';
      if (!row || row.status === 'cancelled' || !isDowngrade(from, request.planId))
        throw new InvalidPlanChangeError(from, request.planId);
      const now = !row.ends_at;
      // TypeORM answers an UPDATE with [rows, count].
      const [[updated]]: [SubscriptionRow[], number] = await manager.query(
        now
          ? `UPDATE "billing"."user_subscriptions" SET "plan_id" = $2, "scheduled_plan_id" = NULL, "updated_at" = now()
              WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`
          : `UPDATE "billing"."user_subscriptions" SET "scheduled_plan_id" = $2, "updated_at" = now()
              WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [row.id, request.planId],
      );
      await this.store.recordChange(manager, updated, now ? 'downgraded' : 'downgrade-scheduled', from);
    });
    this.outbox.notifyCommitted();
    return this.subscriptions.view(userId);
  }
}
