import { Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  SUBSCRIPTION_CHANGED_V1,
  type SubscriptionChangeKind,
  type SubscriptionChangedV1,
} from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { StatisticsCache } from './statistics.cache';
import { journalRepositories } from '../journal.unit-of-work';

/** The changes that give the person another plan; a renewal or the first Free row is not news. */
const PLAN_MOVES: ReadonlySet<SubscriptionChangeKind> = new Set([
  'upgraded',
  'downgraded',
  'ended',
  'refunded',
  'granted',
]);

/** A plan change becomes a line of the activity feed ("Now on Pro"). */
@Injectable()
export class PlanChangedListener implements EventHandler<typeof SUBSCRIPTION_CHANGED_V1> {
  readonly subject = SUBSCRIPTION_CHANGED_V1;
  readonly name = 'record-plan-change';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<SubscriptionChangedV1>, manager: EntityManager): Promise<void> {
    const { statistics } = journalRepositories(manager);
    const { userId, kind, planId, changedAt } = event.data;
    if (!PLAN_MOVES.has(kind)) return;
    await statistics.logActivity(userId, 'plan', planId, changedAt);
    this.cache.forget(userId);
  }
}
