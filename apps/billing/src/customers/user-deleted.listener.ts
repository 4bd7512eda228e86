import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { Customer } from './customer.entity';
import { DeletedUser } from './deleted-user.entity';
import { lockUser } from './lock-user';

/**
 * Deletes everything billing holds about a deleted account. A redelivery is skipped by the inbox,
 * and deleting rows that are already gone does nothing, so the effect happens once either way.
 * The tombstone stops a late user.registered (its consumer is independent of this one) from
 * creating the customer again. New billing tables keyed by user add their delete here.
 */
@Injectable()
export class UserDeletedListener implements EventHandler<typeof USER_DELETED_V1> {
  readonly subject = USER_DELETED_V1;
  readonly name = 'delete-customer-data';

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    await lockUser(manager, event.data.userId);
    await manager
      .createQueryBuilder()
      .insert()
      .into(DeletedUser)
      .values({ userId: event.data.userId, deletedAt: new Date(event.data.deletedAt) })
      .orIgnore()
      .execute();
    await manager.delete(Customer, { userId: event.data.userId });
    await manager.query(`DELETE FROM "billing"."user_subscriptions" WHERE "user_id" = $1`, [
      event.data.userId,
    ]);
    await manager.query(`DELETE FROM "billing"."feature_previews" WHERE "user_id" = $1`, [event.data.userId]);
    await manager.query(`DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1`, [event.data.userId]);
    await manager.query(`DELETE FROM "billing"."daily_texts" WHERE "user_id" = $1`, [event.data.userId]);
    // The billing keys go with the cards: nothing can charge the account again.
    await manager.query(`DELETE FROM "billing"."payment_methods" WHERE "user_id" = $1`, [event.data.userId]);
    // Payment records are kept 5 years, without the person: no user id, no words of theirs.
    await manager.query(
      `UPDATE "billing"."invoices" SET "user_id" = NULL, "refund_reason" = NULL, "pseudonymised_at" = now()
        WHERE "user_id" = $1`,
      [event.data.userId],
    );
    await manager.query(`UPDATE "billing"."payment_orders" SET "user_id" = NULL WHERE "user_id" = $1`, [
      event.data.userId,
    ]);
  }
}
