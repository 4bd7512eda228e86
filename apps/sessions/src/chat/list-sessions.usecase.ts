import { Injectable } from '@nestjs/common';
import type { SessionCardView, SessionListQuery } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { cardView, type ChatSessionRow } from './chat-rows';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { HistoryAccess } from './history-access';
import { HistoryPlanRequiredError } from './sessions.exception';

const PAGE = 20;
/** A search reads this many of the newest sessions: their words are sealed, so it reads them here. */
const SEARCH_WINDOW = 500;

/**
 * The history cards (spec 001 §2), newest first, 20 a page; search looks in titles, previews and
 * summaries. Without Plus the list is the latest session only (the preview), filtered like the rest;
 * a further page is 403 `plan_required`.
 */
@Injectable()
export class ListSessionsUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly access: HistoryAccess,
  ) {}

  async execute(userId: string, query: SessionListQuery): Promise<SessionCardView[]> {
    const { sessions } = this.unitOfWork.direct();
    const type = query.type ?? 'all';
    const q = query.q?.trim().toLocaleLowerCase();
    const [cipher, whole] = await Promise.all([this.keys.cipherFor(userId), this.access.whole(userId)]);
    if (!whole && query.cursor) throw new HistoryPlanRequiredError();
    // The preview: the latest session, when it is of the type asked for.
    const latest = whole ? undefined : ((await this.access.latestId(userId)) ?? null);
    const shown = (rows: ChatSessionRow[]) =>
      latest === undefined ? rows : rows.filter((row) => row.id === latest);
    const limit = (all: number) => (latest === undefined ? all : 1);
    if (!q)
      return shown(await sessions.page(userId, type, query.cursor, limit(PAGE))).map((row) =>
        cardView(row, cipher),
      );
    const rows = shown(await sessions.page(userId, type, query.cursor, limit(SEARCH_WINDOW)));
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
