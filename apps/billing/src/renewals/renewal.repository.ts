import type { BillingPeriod, PlanId } from '@maeum/contracts';
import { EntityManager } from 'typeorm';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from '../subscriptions/subscription-row';

/** A paid subscription whose period has ended, as the renewal pass selects it. */
export interface DueRenewal {
  id: string;
  user_id: string;
  /** The plan of the period that ended. */
  plan_id: PlanId;
  /** The plan of the next period: a scheduled downgrade (pro → plus) takes effect here. */
  next_plan_id: PlanId;
  billing_period: BillingPeriod;
  ends_at: Date;
  renewal_failures: number;
  customer_key: string;
}

/** The card a renewal charges: the default one, else the newest. */
export interface DefaultCard {
  id: string;
  billing_key: string;
  card_brand: string;
  card_last4: string;
}

/** A subscription made Free again, with what it was. */
export type EndedRow = SubscriptionRow & {
  previous_plan_id: SubscriptionRow['plan_id'];
  previous_status?: string;
};

/** The columns of a subscription that is Free again; its usage counters stay (same month). */
const FREE_AGAIN = `"plan_id" = 'free', "status" = 'active', "billing_period" = 'monthly', "ends_at" = NULL,
  "current_period_start" = NULL, "scheduled_plan_id" = NULL, "renewal_failures" = 0,
  "next_renewal_attempt_at" = NULL, "granted_at" = NULL, "updated_at" = now()`;

/** The statements of the renewal pass on billing.user_subscriptions (and the card it charges). */
export class RenewalRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Paid plans due for a charge at `now` (retries only once their time has come), oldest first. */
  due(now: Date, limit: number): Promise<DueRenewal[]> {
    return this.manager.query(
      `SELECT "id", "user_id", "plan_id", COALESCE("scheduled_plan_id", "plan_id") AS "next_plan_id", "billing_period",
              "ends_at", "renewal_failures", "customer_key"
         FROM "billing"."user_subscriptions"
        WHERE "status" = 'active' AND "plan_id" <> 'free' AND "ends_at" <= $1
          AND ("next_renewal_attempt_at" IS NULL OR "next_renewal_attempt_at" <= $1)
        ORDER BY "ends_at" LIMIT ${limit}`,
      [now],
    );
  }

  /**
   * Cancelled plans and plans scheduled down to Free whose `ends_at` has passed become Free, in one
   * statement; rows another pass holds are skipped.
   */
  async endDue(now: Date): Promise<EndedRow[]> {
    const [rows]: [EndedRow[], number] = await this.manager.query(
      `WITH "due" AS (
         SELECT "id" AS "due_id", "plan_id" AS "previous_plan_id", "status" AS "previous_status"
           FROM "billing"."user_subscriptions"
          WHERE "plan_id" <> 'free' AND "ends_at" <= $1
            AND ("status" = 'cancelled' OR "scheduled_plan_id" = 'free')
          ORDER BY "ends_at" LIMIT 5000
          FOR UPDATE SKIP LOCKED)
       UPDATE "billing"."user_subscriptions" AS "s" SET ${FREE_AGAIN}
         FROM "due" WHERE "s"."id" = "due"."due_id"
       RETURNING ${SUBSCRIPTION_COLUMNS}, "previous_plan_id", "previous_status"`,
      [now],
    );
    return rows;
  }

  /** Free from now on (null when it already was). */
  async endOne(subscriptionId: string): Promise<EndedRow | null> {
    const [rows]: [EndedRow[], number] = await this.manager.query(
      `WITH "before" AS (
         SELECT "id" AS "before_id", "plan_id" AS "previous_plan_id" FROM "billing"."user_subscriptions" WHERE "id" = $1)
       UPDATE "billing"."user_subscriptions" AS "s" SET ${FREE_AGAIN}
         FROM "before" WHERE "s"."id" = "before"."before_id" AND "s"."plan_id" <> 'free'
       RETURNING ${SUBSCRIPTION_COLUMNS}, "previous_plan_id"`,
      [subscriptionId],
    );
    return rows[0] ?? null;
  }

  /**
   * One more refused attempt of this period, counted once: only while the row is still at the
   * attempt (and period end) the pass read. Answers whether it was counted.
   */
  async countFailure(due: DueRenewal, failures: number, nextAttemptAt: Date | null): Promise<boolean> {
    const [, counted]: [unknown[], number] = await this.manager.query(
      `UPDATE "billing"."user_subscriptions"
          SET "renewal_failures" = $3, "next_renewal_attempt_at" = $4, "updated_at" = now()
        WHERE "id" = $1 AND "renewal_failures" = $2 AND date_trunc('milliseconds', "ends_at") = $5`,
      [due.id, due.renewal_failures, failures, nextAttemptAt, due.ends_at],
    );
    return counted > 0;
  }

  async defaultCard(userId: string): Promise<DefaultCard | null> {
    const rows: DefaultCard[] = await this.manager.query(
      `SELECT "id", "billing_key", "card_brand", "card_last4" FROM "billing"."payment_methods"
        WHERE "user_id" = $1 ORDER BY "is_default" DESC, "created_at" DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
