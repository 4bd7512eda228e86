import { Injectable } from '@nestjs/common';
import { type EventEnvelope, JOURNAL_ENTRY_CREATED_V1, type JournalEntryCreatedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { JOURNAL_FEATURE } from './booster-used.listener';
import { StatisticsCache } from './statistics.cache';
import { journalRepositories } from '../journal.unit-of-work';

/** A journal entry saved: one more use of the journal, and a line of the activity feed (no words). */
@Injectable()
export class JournalWrittenListener implements EventHandler<typeof JOURNAL_ENTRY_CREATED_V1> {
  readonly subject = JOURNAL_ENTRY_CREATED_V1;
  readonly name = 'record-journal-activity';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<JournalEntryCreatedV1>, manager: EntityManager): Promise<void> {
    const { statistics } = journalRepositories(manager);
    const { userId, occurredAt } = event.data;
    await statistics.countFeatureUse(userId, JOURNAL_FEATURE, occurredAt);
    await statistics.logActivity(userId, 'journal', null, occurredAt);
    this.cache.forget(userId);
  }
}
