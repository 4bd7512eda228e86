import { Injectable } from '@nestjs/common';
import { type EventEnvelope, PREFERENCES_CHANGED_V1, type PreferencesChangedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { isZone } from '../entries/writer-clock';
import { journalRepositories } from '../journal.unit-of-work';
import { StatisticsCache } from '../statistics/statistics.cache';

/**
 * Keeps journal.writers (the time zone and language that place a writer's "today") as auth has
 * them, newest revision wins, so WriterClock need not ask auth at every entry. A deleted account
 * gets no row back.
 */
@Injectable()
export class WriterPreferencesListener implements EventHandler<typeof PREFERENCES_CHANGED_V1> {
  readonly subject = PREFERENCES_CHANGED_V1;
  readonly name = 'keep-writer-preferences';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<PreferencesChangedV1>, manager: EntityManager): Promise<void> {
    const { userId, timezone, language, revision } = event.data;
    if (!isZone(timezone)) return;
    await journalRepositories(manager).writers.keepChanged(userId, timezone, language, revision);
    // The person's "today" may have moved: their statistics are computed again.
    this.cache.forget(userId);
  }
}
