import { Injectable } from '@nestjs/common';
import { feelingsIn } from '@maeum/ai';
import { moodWord, type JournalSearchQuery, type JournalSearchView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { entryView } from './journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';

const DAYS = { week: 7, month: 30, year: 365, all: null } as const;
/** The most entries one search reads (a year of several entries a day). */
const SEARCH_LIMIT = 2000;
const SHOWN = 50;

/**
 * Search by feeling (spec 001 §7 search-journal-by-emotion; default the past month): an entry
 * matches when its emotion tags or mood hold a feeling the query names, when a tag is the query,
 * or when its words contain it. The words are opened here, for their owner only.
 */
@Injectable()
export class SearchEntriesUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, query: JournalSearchQuery, now = new Date()): Promise<JournalSearchView> {
    const q = query.q.trim().toLowerCase();
    const days = DAYS[query.time ?? 'month'];
    const since = days === null ? null : new Date(now.getTime() - days * 86_400_000);
    const [rows, cipher] = await Promise.all([
      this.unitOfWork.direct().entries.since(userId, since, SEARCH_LIMIT),
      this.keys.cipherFor(userId),
    ]);
    const { emotions, moods } = feelingsIn(q);
    const matches = rows
      .map((row) => entryView(row, cipher))
      .filter((entry) => {
        const tags = entry.analysis?.emotionTags ?? [];
        if (tags.some((t) => (emotions as string[]).includes(t))) return true;
        const mood = moodWord(entry.mood) ?? entry.analysis?.moodTag;
        if (mood && (moods as string[]).includes(mood)) return true;
        if (entry.tags.some((t) => t.toLowerCase() === q)) return true;
        return `${entry.title ?? ''}\n${entry.content}`.toLowerCase().includes(q);
      });
    return { entries: matches.slice(0, SHOWN), total: matches.length };
  }
}
