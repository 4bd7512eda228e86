import type { AdminPlanOfUser, BillingPeriod, PlanId } from '@maeum/contracts';
import { PreparedStatement, preparedQuery } from '@maeum/persistence';
import { EntityManager } from 'typeorm';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from './subscription-row';
import { UserSubscription } from './user-subscription.entity';

// Read before every session start and message (limits.check): prepared once per pooled
// connection, and the reads of one turn of the event loop share one execution (SubscriptionStore).
const READ_STATEMENT: PreparedStatement = {
  name: 'billing.subscriptions.read-many',
  text: `SELECT ${SUBSCRIPTION_COLUMNS} FROM "billing"."user_subscriptions" WHERE "user_id" = ANY($1::uuid[])`,
};

/** What the admin's user list shows of a plan: a cancelled plan past its end is Free. */
export interface PlanOfUserRow {
  user_id: string;
  plan_id: AdminPlanOfUser['planId'];
  granted: boolean;
}

export interface PlanMixRow {
  plan_id: AdminPlanOfUser['planId'];
  users: string;
  granted: string;
}

// TypeORM answers an UPDATE ... RETURNING with [rows, count].
type Updated = [SubscriptionRow[], number];

/** billing.user_subscriptions: every statement on a subscription row, on one manager (a transaction's or the pool's). */
export class SubscriptionRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The rows of these users, as one prepared statement on the pool (not in a transaction). */
  readMany(userIds: string[]): Promise<SubscriptionRow[]> {
    return preparedQuery<SubscriptionRow>(this.manager.connection, READ_STATEMENT, [userIds]);
  }

  /** Every column of the row, as the entity reads it (the data export). */
  entityOf(userId: string): Promise<UserSubscription | null> {
    return this.manager.findOneBy(UserSubscription, { userId });
  }

  /** The row, locked until the transaction ends: changes of one subscription never interleave. */
  async lockByUser(userId: string): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.manager.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM "billing"."user_subscriptions" WHERE "user_id" = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** The Free row of a new user, unless the account was deleted (the tombstone): then null. */
  async insertFree(userId: string, monthStart: string): Promise<SubscriptionRow | null> {
    const inserted: SubscriptionRow[] = await this.manager.query(
      `INSERT INTO "billing"."user_subscriptions" ("user_id", "plan_id", "last_reset_date", "customer_key")
       SELECT $1, 'free', $2::date, gen_random_uuid()
        WHERE NOT EXISTS (SELECT 1 FROM "billing"."deleted_users" WHERE "user_id" = $1)
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [userId, monthStart],
    );
    return inserted[0] ?? null;
  }

  async markCancelled(id: string, reason: string, feedback: string | null): Promise<SubscriptionRow> {
    const [[updated]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "status" = 'cancelled', "cancel_reason" = $2, "cancel_feedback" = $3, "cancelled_at" = now(),
              "scheduled_plan_id" = NULL, "updated_at" = now()
        WHERE "id" = $1
    RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id, reason, feedback],
    );
    return updated!;
  }

  async markResumed(id: string): Promise<SubscriptionRow> {
    const [[resumed]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "status" = 'active', "cancel_reason" = NULL, "cancel_feedback" = NULL, "cancelled_at" = NULL,
              "updated_at" = now()
        WHERE "id" = $1
    RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id],
    );
    return resumed!;
  }

  /** A plan without a period (an admin grant) changes at once. */
  async changePlanNow(id: string, planId: PlanId): Promise<SubscriptionRow> {
    const [[updated]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions" SET "plan_id" = $2, "scheduled_plan_id" = NULL, "updated_at" = now()
        WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id, planId],
    );
    return updated!;
  }

  /** The renewal applies it at the end of the period. */
  async scheduleDowngrade(id: string, planId: PlanId): Promise<SubscriptionRow> {
    const [[updated]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions" SET "scheduled_plan_id" = $2, "updated_at" = now()
        WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id, planId],
    );
    return updated!;
  }

  /** An admin's grant (or its end, with `free`): no period, no renewal, nothing charged. */
  async grant(id: string, planId: PlanId): Promise<SubscriptionRow> {
    const [[updated]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "plan_id" = $2, "status" = 'active', "billing_period" = 'monthly', "current_period_start" = NULL,
              "ends_at" = NULL, "scheduled_plan_id" = NULL, "cancel_reason" = NULL, "cancel_feedback" = NULL,
              "cancelled_at" = NULL, "renewal_failures" = 0, "next_renewal_attempt_at" = NULL,
              "granted_at" = CASE WHEN $2 = 'free' THEN NULL ELSE now() END, "updated_at" = now()
        WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id, planId],
    );
    return updated!;
  }

  /** A charge was recorded: the plan runs a new paid period, and any grant, cancel or scheduled change is gone. */
  async startPeriod(
    id: string,
    period: {
      planId: PlanId;
      billingPeriod: BillingPeriod;
      start: Date;
      end: Date;
      paymentMethodId: string | null;
    },
  ): Promise<SubscriptionRow> {
    const [[updated]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "plan_id" = $2, "status" = 'active', "billing_period" = $3, "current_period_start" = $4, "ends_at" = $5,
              "scheduled_plan_id" = NULL, "cancel_reason" = NULL, "cancel_feedback" = NULL, "cancelled_at" = NULL,
              "renewal_failures" = 0, "next_renewal_attempt_at" = NULL, "granted_at" = NULL,
              "default_payment_method_id" = COALESCE($6, "default_payment_method_id"), "updated_at" = now()
        WHERE "id" = $1
    RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id, period.planId, period.billingPeriod, period.start, period.end, period.paymentMethodId],
    );
    return updated!;
  }

  /** The refunded charge paid for the period now running: the plan ends with it, Free at once. */
  async returnToFree(id: string): Promise<SubscriptionRow> {
    const [[free]]: Updated = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "plan_id" = 'free', "status" = 'active', "billing_period" = 'monthly', "current_period_start" = NULL,
              "ends_at" = NULL, "scheduled_plan_id" = NULL, "renewal_failures" = 0, "next_renewal_attempt_at" = NULL,
              "granted_at" = NULL, "updated_at" = now()
        WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [id],
    );
    return free!;
  }

  plansOf(userIds: string[]): Promise<PlanOfUserRow[]> {
    return this.manager.query(
      `SELECT "user_id", CASE WHEN "status" = 'cancelled' AND ("ends_at" IS NULL OR "ends_at" <= now()) THEN 'free' ELSE "plan_id" END AS "plan_id",
              "granted_at" IS NOT NULL AS "granted"
         FROM "billing"."user_subscriptions" WHERE "user_id" = ANY($1::uuid[])`,
      [userIds],
    );
  }

  planMix(): Promise<PlanMixRow[]> {
    return this.manager.query(
      `SELECT CASE WHEN "status" = 'cancelled' AND ("ends_at" IS NULL OR "ends_at" <= now()) THEN 'free' ELSE "plan_id" END AS "plan_id",
              count(*) AS "users", count("granted_at") AS "granted"
         FROM "billing"."user_subscriptions" GROUP BY 1 ORDER BY 1`,
    );
  }
}
