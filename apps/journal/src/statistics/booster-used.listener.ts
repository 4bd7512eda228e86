import { Injectable } from '@nestjs/common';
import { BOOSTER_ACTIVATED_V1, type BoosterActivatedV1, type EventEnvelope } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { StatisticsCache } from './statistics.cache';
import { journalRepositories } from '../journal.unit-of-work';

/** Feature names of user_feature_usage. DO NOT RENAME: stored. */
export const BOOSTER_FEATURE_PREFIX = 'booster:';
export const JOURNAL_FEATURE = 'journal';

/** A booster opened: one more use of it, and a line of the activity feed. */
@Injectable()
export class BoosterUsedListener implements EventHandler<typeof BOOSTER_ACTIVATED_V1> {
  readonly subject = BOOSTER_ACTIVATED_V1;
  readonly name = 'record-booster-use';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<BoosterActivatedV1>, manager: EntityManager): Promise<void> {
    const { statistics } = journalRepositories(manager);
    const { userId, slug, occurredAt } = event.data;
    await statistics.countFeatureUse(userId, `${BOOSTER_FEATURE_PREFIX}${slug}`, occurredAt);
    await statistics.logActivity(userId, 'booster', slug, occurredAt);
    this.cache.forget(userId);
  }
}
