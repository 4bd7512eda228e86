import { Injectable } from '@nestjs/common';
import type { JournalEntriesQuery, JournalEntryView } from '@maeum/contracts';
import { JsonReply } from '@maeum/messaging';
import { EntryViewCache } from '../data-keys/entry-view.cache';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { entryView, withModalEmojis } from './journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { JournalStore } from './journal.store';

/**
 * The entry list, newest first, by tag and mood (spec 001 §7), a page at a time. The page is read
 * without its text; only entries not yet kept serialised are fetched, opened and kept.
 */
@Injectable()
export class ListEntriesUseCase {
  constructor(
    private readonly store: JournalStore,
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
    private readonly views: EntryViewCache,
  ) {}

  async execute(userId: string, query: JournalEntriesQuery): Promise<JsonReply<JournalEntryView[]>> {
    const heads = await this.store.page(userId, {
      tag: query.tag,
      tagIndex: query.tag ? (await this.keys.cipherFor(userId)).blindIndex(query.tag) : undefined,
      moods: query.mood ? withModalEmojis(query.mood.split(',')) : undefined,
      before: query.cursor,
    });
    const page = heads.map((head) => this.views.get(userId, head.id, head.analysed));
    const missing = heads.filter((_, i) => page[i] === undefined).map((head) => head.id);
    if (missing.length) {
      const [rows, cipher] = await Promise.all([
        this.unitOfWork.direct().entries.byIds(userId, missing),
        this.keys.cipherFor(userId),
      ]);
      const opened = new Map<string, string>();
      for (const row of rows) {
        const json = JSON.stringify(entryView(row, cipher));
        this.views.set(userId, row.id, row.analysed_at !== null, json);
        opened.set(row.id, json);
      }
      heads.forEach((head, i) => (page[i] ??= opened.get(head.id)));
    }
    return JsonReply.array(page.filter((json): json is string => json !== undefined));
  }
}
