import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionChangeKind } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { ReadBatcher } from '@maeum/persistence';
import { SERVICE_RUNTIME, type ServiceRuntime, type TransactionOutbox } from '@maeum/service-kit';
import { EntityManager } from 'typeorm';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { CustomerRepository } from '../customers/customer.repository';
import { ensureSubscription } from './ensure-subscription';
import { recordSubscriptionChange } from './subscription-changed';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionRow } from './subscription-row';
import { usageMonth, UsageMonth } from './usage-calendar';

/**
 * The hot read of a subscription (batched per turn of the event loop, the Free row of a new user
 * made at once) and the usage month. The `manager` methods are for the features not yet on the
 * unit of work; they run the repository on the caller's transaction.
 */
@Injectable()
export class SubscriptionStore {
  private readonly rows = new ReadBatcher<string, SubscriptionRow>((ids) => this.load(ids));

  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
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
    const created = await this.unitOfWork.run((scope) =>
      ensureSubscription(scope, userId, this.month().start),
    );
    return created ?? this.freeRowOfDeletedUser(userId);
  }

  /** The row, locked until the caller's transaction ends. */
  lock(manager: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    return new SubscriptionRepository(manager).lockByUser(userId);
  }

  /** ensureSubscription in the caller's transaction (a listener's, or a feature not yet on the unit of work). */
  ensure(manager: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    return ensureSubscription(
      {
        customers: new CustomerRepository(manager),
        subscriptions: new SubscriptionRepository(manager),
        outbox: this.outboxOf(manager),
      },
      userId,
      this.month().start,
    );
  }

  /** `billing.subscription.changed.v1` for the row as it now is, in the caller's transaction. */
  recordChange(
    manager: EntityManager,
    row: SubscriptionRow,
    kind: SubscriptionChangeKind,
    previousPlanId?: SubscriptionRow['plan_id'],
  ): Promise<void> {
    return recordSubscriptionChange(this.outboxOf(manager), row, kind, previousPlanId);
  }

  // The caller's transaction tells the relay itself once it has committed.
  private outboxOf(manager: EntityManager): TransactionOutbox {
    return { add: (subject, data, options) => this.outbox.add(manager, subject, data, options) };
  }

  private async load(ids: string[]): Promise<Map<string, SubscriptionRow>> {
    const rows = await this.unitOfWork.direct().subscriptions.readMany(ids);
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
