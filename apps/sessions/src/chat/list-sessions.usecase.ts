import { Injectable } from '@nestjs/common';
import type { SessionCardView, SessionListQuery } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { cardView } from './chat-rows';
import { ChatStore } from './chat.store';

const PAGE = 20;
/** A search reads this many of the newest sessions: their words are sealed, so it reads them here. */
const SEARCH_WINDOW = 500;

/** The history cards (spec 001 §2), newest first, 20 a page; search looks in titles, previews and summaries. */
@Injectable()
export class ListSessionsUseCase {
  constructor(
    private readonly store: ChatStore,
    private readonly keys: DataKeys,
  ) {}

  async execute(userId: string, query: SessionListQuery): Promise<SessionCardView[]> {
    const type = query.type ?? 'all';
    const q = query.q?.trim().toLocaleLowerCase();
    const cipher = await this.keys.cipherFor(userId);
    if (!q)
      return (await this.store.page(userId, type, query.cursor, PAGE)).map((row) => cardView(row, cipher));
    const rows = await this.store.page(userId, type, query.cursor, SEARCH_WINDOW);
    const found: SessionCardView[] = [];
    for (const row of rows) {
      const card = cardView(row, cipher);
      const summary = row.summary_enc ? cipher.open(row.summary_enc) : '';
      const haystack =
        `${card.title}\n${card.preview}\n${summary}\n${card.moodTags.join(' ')}`.toLocaleLowerCase();
      if (haystack.includes(q)) found.push(card);
      if (found.length === PAGE) break;
    }
    return found;
  }
}
