import { Injectable } from '@nestjs/common';
import type { JournalEntriesQuery, JournalEntryView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { entryView, withModalEmojis } from './journal-rows';
import { JournalStore } from './journal.store';

/** The entry list, newest first, by tag and mood (spec 001 §7), a page at a time. */
@Injectable()
export class ListEntriesUseCase {
  constructor(
    private readonly store: JournalStore,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, query: JournalEntriesQuery): Promise<JournalEntryView[]> {
    const [rows, cipher] = await Promise.all([
      this.store.page(userId, {
        tag: query.tag,
        moods: query.mood ? withModalEmojis(query.mood.split(',')) : undefined,
        before: query.cursor,
      }),
      this.keys.cipherFor(userId),
    ]);
    return rows.map((row) => entryView(row, cipher));
  }
}
