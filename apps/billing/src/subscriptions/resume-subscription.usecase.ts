import { Injectable } from '@nestjs/common';
import type { SubscriptionView } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { NothingToResumeError } from './subscription.exception';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionRow, SUBSCRIPTION_COLUMNS } from './subscription-row';

/**
 * Undoes a cancel while the paid period lasts: the plan renews on its end date again, as if it
 * had never been cancelled. At or after the end date the plan is over (the renewal pass makes it
 * Free), so it is refused with a clear word instead; the row lock keeps it from racing that pass.
 */
@Injectable()
export class ResumeSubscriptionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: SubscriptionStore,
    private readonly outbox: Outbox,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, now = new Date()): Promise<SubscriptionView> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.store.lock(manager, userId);
      if (!row || row.plan_id === 'free' || row.status !== 'cancelled') throw new NothingToResumeError();
      if (!row.ends_at || row.ends_at.getTime() <= now.getTime())
        throw new NothingToResumeError(row.ends_at ?? now);
      const [[resumed]]: [SubscriptionRow[], number] = await manager.query(
        `UPDATE "billing"."user_subscriptions"
            SET "status" = 'active', "cancel_reason" = NULL, "cancel_feedback" = NULL, "cancelled_at" = NULL,
                "updated_at" = now()
          WHERE "id" = $1
      RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [row.id],
      );
      await this.store.recordChange(manager, resumed, 'resumed');
    });
    this.outbox.notifyCommitted();
    return this.subscriptions.view(userId);
  }
}
