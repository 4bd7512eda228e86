import { Injectable } from '@nestjs/common';
import type { SubscriptionChangeKind } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from '../subscriptions/subscription-row';

type EndedRow = SubscriptionRow & { previous_plan_id: SubscriptionRow['plan_id']; previous_status: string };

/** The columns of a subscription that is Free again; its usage counters stay (same month). */
const FREE_AGAIN = `"plan_id" = 'free', "status" = 'active', "billing_period" = 'monthly', "ends_at" = NULL,
  "current_period_start" = NULL, "scheduled_plan_id" = NULL, "renewal_failures" = 0,
  "next_renewal_attempt_at" = NULL, "granted_at" = NULL, "updated_at" = now()`;

/**
 * Applies what was decided for the end of a period (spec §5): a cancelled plan or one scheduled
 * down to Free becomes Free once its `ends_at` has passed. One statement per pass, rows another
 * pass holds are skipped; each change goes to the outbox with it.
 */
@Injectable()
export class EndDueSubscriptionsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionStore,
    private readonly outbox: Outbox,
  ) {}

  async execute(now: Date): Promise<number> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const [rows]: [EndedRow[], number] = await manager.query(
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
      for (const row of rows)
        await this.subscriptions.recordChange(
          manager,
          row,
          row.previous_status === 'cancelled' ? 'ended' : 'downgraded',
          row.previous_plan_id,
        );
      return rows.length;
    });
    if (ended) this.outbox.notifyCommitted();
    return ended;
  }

  /** Free from now on, in the caller's transaction: the retries of a refused renewal are used up. */
  async endOne(
    manager: EntityManager,
    subscriptionId: string,
    kind: SubscriptionChangeKind,
  ): Promise<SubscriptionRow | null> {
    const [rows]: [EndedRow[], number] = await manager.query(
      `WITH "before" AS (
         SELECT "id" AS "before_id", "plan_id" AS "previous_plan_id" FROM "billing"."user_subscriptions" WHERE "id" = $1)
       UPDATE "billing"."user_subscriptions" AS "s" SET ${FREE_AGAIN}
         FROM "before" WHERE "s"."id" = "before"."before_id" AND "s"."plan_id" <> 'free'
       RETURNING ${SUBSCRIPTION_COLUMNS}, "previous_plan_id"`,
      [subscriptionId],
    );
    const row = rows[0];
    if (row) await this.subscriptions.recordChange(manager, row, kind, row.previous_plan_id);
    return row ?? null;
  }
}
