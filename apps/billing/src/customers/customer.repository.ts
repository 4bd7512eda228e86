import { EntityManager } from 'typeorm';
import { Customer } from './customer.entity';
import { DeletedUser } from './deleted-user.entity';

/** billing.customers and the tombstones of deleted accounts, and what deleting an account removes. */
export class CustomerRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Serialises billing's handlers of one user's events until the transaction ends. The consumers of
   * user.registered and user.deleted run independently; without this, both could read before either
   * wrote, and a deleted account's customer row would be created again.
   */
  async lockUser(userId: string): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [userId]);
  }

  find(userId: string): Promise<Customer | null> {
    return this.manager.findOneBy(Customer, { userId });
  }

  /** Whether the account was deleted (its tombstone is there). */
  isDeleted(userId: string): Promise<boolean> {
    return this.manager.exists(DeletedUser, { where: { userId } });
  }

  /** The customer row of a new account, once. */
  async insertOnce(customer: { userId: string; email: string; registeredAt: Date }): Promise<void> {
    await this.manager.createQueryBuilder().insert().into(Customer).values(customer).orIgnore().execute();
  }

  /**
   * Deletes everything billing holds about the account, and leaves its tombstone. New billing tables
   * keyed by user add their delete here.
   */
  async forget(userId: string, deletedAt: Date): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(DeletedUser)
      .values({ userId, deletedAt })
      .orIgnore()
      .execute();
    await this.manager.delete(Customer, { userId });
    await this.manager.query(`DELETE FROM "billing"."user_subscriptions" WHERE "user_id" = $1`, [userId]);
    await this.manager.query(`DELETE FROM "billing"."feature_previews" WHERE "user_id" = $1`, [userId]);
    await this.manager.query(`DELETE FROM "billing"."usage_holds" WHERE "user_id" = $1`, [userId]);
    await this.manager.query(`DELETE FROM "billing"."daily_texts" WHERE "user_id" = $1`, [userId]);
    // The billing keys go with the cards: nothing can charge the account again.
    await this.manager.query(`DELETE FROM "billing"."payment_methods" WHERE "user_id" = $1`, [userId]);
    // Payment records are kept 5 years, without the person: no user id, no words of theirs.
    await this.manager.query(
      `UPDATE "billing"."invoices" SET "user_id" = NULL, "refund_reason" = NULL, "pseudonymised_at" = now()
        WHERE "user_id" = $1`,
      [userId],
    );
    await this.manager.query(`UPDATE "billing"."payment_orders" SET "user_id" = NULL WHERE "user_id" = $1`, [
      userId,
    ]);
  }
}
