import { Injectable } from '@nestjs/common';
import { CacheBroadcast } from '@maeum/service-kit';
import { LRUCache } from 'lru-cache';

/** Characters of serialised entries kept (about 16 MB). */
const VIEWS_LIMIT = 8_000_000;

interface CachedView {
  userId: string;
  analysed: boolean;
  json: string;
}

/**
 * Entries as the list sends them (JSON text of JournalEntryView), opened and serialised once. An
 * entry never changes after it is written except from pending to analysed (the first analysis is
 * kept), so (id, analysed) names one view for good, on every replica. A deleted entry is dropped
 * here; a deleted account's views go with its key (JournalDataKeys.destroy's caller).
 */
@Injectable()
export class EntryViewCache {
  constructor(broadcast: CacheBroadcast) {
    // Deletions on any replica: a deleted entry's view, a deleted account's views.
    broadcast.on('journal-entry', (id) => this.forget(id));
    broadcast.on('user', (userId) => this.forgetUser(userId));
  }

  private readonly views = new LRUCache<string, CachedView>({
    maxSize: VIEWS_LIMIT,
    sizeCalculation: (view) => view.json.length + 64,
  });

  get(userId: string, id: string, analysed: boolean): string | undefined {
    const view = this.views.get(id);
    return view && view.userId === userId && view.analysed === analysed ? view.json : undefined;
  }

  set(userId: string, id: string, analysed: boolean, json: string): void {
    this.views.set(id, { userId, analysed, json });
  }

  forget(id: string): void {
    this.views.delete(id);
  }

  forgetUser(userId: string): void {
    for (const [id, view] of this.views.entries()) if (view.userId === userId) this.views.delete(id);
  }
}
