import { IsISO8601, IsUUID } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. A journal entry was saved; its analysis is queued from this
 * (ids only: the words stay sealed in the journal).
 */
export const JOURNAL_ENTRY_CREATED_V1 = 'journal.entry.created.v1';

export class JournalEntryCreatedV1 {
  @IsUUID()
  entryId: string;

  @IsUUID()
  userId: string;

  @IsISO8601()
  occurredAt: string;
}
