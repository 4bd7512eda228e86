import { Inject, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_CHANGED_V1, type SubscriptionChangeKind } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { PreparedStatement, preparedQuery, ReadBatcher } from '@maeum/persistence';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { lockUser } from '../customers/lock-user';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from './subscription-row';
import { usageMonth, UsageMonth } from './usage-calendar';

// Read before every session start and message (limits.check): prepared once per pooled
// connection, and the reads of one turn of the event loop share one execution.
const READ_STATEMENT: PreparedStatement = {
  name: 'billing.subscriptions.read-many',
  text: `SELECT ${SUBSCRIPTION_COLUMNS} FROM "billing"."user_subscriptions" WHERE "user_id" = ANY($1::uuid[])`,
};

/** The subscription rows: the hot read, the row lock of a change, and the Free row of a new user. */
@Injectable()
export class SubscriptionStore {
  private readonly rows = new ReadBatcher<string, SubscriptionRow>((ids) => this.load(ids));

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVICE_RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

  month(at = new Date()): UsageMonth {
    return usageMonth(at, this.runtime.config.USAGE_RESET_TIME_ZONE);
  }

  /** The user's row; a user billing has not heard of yet gets the Free plan (spec §4) at once. */
  async read(userId: string): Promise<SubscriptionRow> {
    const row = await this.rows.read(userId.toLowerCase());
    if (row) return row;
    const created = await this.dataSource.transaction((manager) => this.ensure(manager, userId));
    this.outbox.notifyCommitted();
    return created ?? this.freeRowOfDeletedUser(userId);
  }

  /** The row, locked until the transaction ends: changes of one subscription never interleave. */
  async lock(manager: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await manager.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM "billing"."user_subscriptions" WHERE "user_id" = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * Creates the Free subscription unless the user has one or was deleted (the tombstone), and
   * records `created` in the outbox with it. Returns the row, or null for a deleted account.
   */
  async ensure(manager: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    await lockUser(manager, userId);
    const existing = await this.lock(manager, userId);
    if (existing) return existing;
    const inserted: SubscriptionRow[] = await manager.query(
      `INSERT INTO "billing"."user_subscriptions" ("user_id", "plan_id", "last_reset_date", "customer_key")
       SELECT $1, 'free', $2::date, gen_random_uuid()
        WHERE NOT EXISTS (SELECT 1 FROM "billing"."deleted_users" WHERE "user_id" = $1)
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [userId, this.month().start],
    );
    const row = inserted[0];
    if (row) await this.recordChange(manager, row, 'created');
    return row ?? null;
  }

  /** `billing.subscription.changed.v1` for the row as it now is, in the caller's transaction. */
  async recordChange(
    manager: EntityManager,
    row: SubscriptionRow,
    kind: SubscriptionChangeKind,
    previousPlanId?: SubscriptionRow['plan_id'],
  ): Promise<void> {
    await this.outbox.add(
      manager,
      SUBSCRIPTION_CHANGED_V1,
      {
        userId: row.user_id,
        subscriptionId: row.id,
        kind,
        planId: row.plan_id,
        ...(previousPlanId ? { previousPlanId } : {}),
        status: row.status,
        billingPeriod: row.billing_period,
        ...(row.ends_at ? { endsAt: row.ends_at.toISOString() } : {}),
        changedAt: new Date().toISOString(),
      },
      { actorId: row.user_id },
    );
  }

  private async load(ids: string[]): Promise<Map<string, SubscriptionRow>> {
    const rows = await preparedQuery<SubscriptionRow>(this.dataSource, READ_STATEMENT, [ids]);
    return new Map(rows.map((row) => [row.user_id, row]));
  }

  // A valid token of an account deleted a moment ago: it sees Free, and nothing is stored.
  private freeRowOfDeletedUser(userId: string): SubscriptionRow {
    return {
      id: userId,
      user_id: userId,
      plan_id: 'free',
      status: 'active',
      billing_period: 'monthly',
      sessions_used: 0,
      voice_sessions_used: 0,
      text_sessions_used: 0,
      last_reset_date: this.month().start,
      ends_at: null,
      scheduled_plan_id: null,
      renewal_failures: 0,
      customer_key: userId,
      granted_at: null,
    };
  }
}
