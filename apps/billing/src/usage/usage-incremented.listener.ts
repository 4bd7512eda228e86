import { Injectable } from '@nestjs/common';
import { EventEnvelope, USAGE_INCREMENTED_V1, UsageIncrementedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';

/**
 * increment_subscription_usage (spec doc 2 §7): a session started. The inbox skips a redelivered
 * event, so each event id counts once. A row still counting an earlier month starts this one at 1,
 * whether or not the monthly reset has run yet.
 */
@Injectable()
export class UsageIncrementedListener implements EventHandler<typeof USAGE_INCREMENTED_V1> {
  readonly subject = USAGE_INCREMENTED_V1;
  readonly name = 'count-session-usage';

  constructor(private readonly store: SubscriptionStore) {}

  async handle(event: EventEnvelope<UsageIncrementedV1>, manager: EntityManager): Promise<void> {
    const { userId, sessionType, occurredAt } = event.data;
    const row = await this.store.ensure(manager, userId);
    if (!row) return; // the account was deleted
    const month = this.store.month(new Date(occurredAt)).start;
    // A late event of a month already reset counts for nothing.
    if (month < row.last_reset_date) return;
    const typed = sessionType === 'voice' ? 'voice_sessions_used' : 'text_sessions_used';
    const other = sessionType === 'voice' ? 'text_sessions_used' : 'voice_sessions_used';
    await manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "sessions_used" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "sessions_used" END + 1,
              "${typed}" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "${typed}" END + 1,
              "${other}" = CASE WHEN "last_reset_date" < $2 THEN 0 ELSE "${other}" END,
              "last_reset_date" = GREATEST("last_reset_date", $2::date)
        WHERE "user_id" = $1`,
      [userId, month],
    );
  }
}
