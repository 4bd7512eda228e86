import { Injectable } from '@nestjs/common';
import type { CancelSubscriptionRequest, SubscriptionView } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { NothingToCancelError } from './subscription.exception';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionRow, SUBSCRIPTION_COLUMNS } from './subscription-row';

/**
 * Spec §4: cancelling keeps access until the end of the paid period ('Ends on'); the renewal job
 * then moves the user to Free. The reason is required (the DTO says so in the spec's words).
 */
@Injectable()
export class CancelSubscriptionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: SubscriptionStore,
    private readonly outbox: Outbox,
    private readonly subscriptions: GetSubscriptionUseCase,
  ) {}

  async execute(userId: string, request: CancelSubscriptionRequest): Promise<SubscriptionView> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.store.lock(manager, userId);
      if (!row || row.plan_id === 'free' || row.status === 'cancelled') throw new NothingToCancelError();
      // TypeORM answers an UPDATE with [rows, count].
      const [[updated]]: [SubscriptionRow[], number] = await manager.query(
        `UPDATE "billing"."user_subscriptions"
            SET "status" = 'cancelled', "cancel_reason" = $2, "cancel_feedback" = $3, "cancelled_at" = now(),
                "scheduled_plan_id" = NULL, "updated_at" = now()
          WHERE "id" = $1
      RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [row.id, request.reason, request.feedback ?? null],
      );
      await this.store.recordChange(manager, updated, 'cancelled');
    });
    this.outbox.notifyCommitted();
    return this.subscriptions.view(userId);
  }
}
