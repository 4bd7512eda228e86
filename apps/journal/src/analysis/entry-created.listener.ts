import { Injectable } from '@nestjs/common';
import { type EventEnvelope, JOURNAL_ENTRY_CREATED_V1, type JournalEntryCreatedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { AnalysisQueue } from './analysis-queue';

/**
 * A saved entry is queued for analysis (the `journal-analysis` job on journal.entry.created.v1;
 * docs/events.md).
 */
@Injectable()
export class EntryCreatedListener implements EventHandler<typeof JOURNAL_ENTRY_CREATED_V1> {
  readonly subject = JOURNAL_ENTRY_CREATED_V1;
  readonly name = 'queue-journal-analysis';

  constructor(private readonly queue: AnalysisQueue) {}

  async handle(event: EventEnvelope<JournalEntryCreatedV1>): Promise<void> {
    await this.queue.analyse(event.data.entryId, event.data.userId);
  }
}
