import { Injectable } from '@nestjs/common';
import type { JournalInsightsView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { addDays, localDay, WriterClock } from './writer-clock';

const CHART_DAYS = 30;
const TAGS_SHOWN = 6;

/**
 * Insights mode from the writer's real entries: the streak of days with an entry in
 * their time zone, the most common mood (chosen, else the analysis's), the total, the most used
 * tags, and a point a day over the last 30 days for the chart. Only plain columns are read, but
 * for one sealed copy of each of the writer's own tags (counted by blind index), opened to show it.
 */
@Injectable()
export class JournalInsightsUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly clock: WriterClock,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, now = new Date()): Promise<JournalInsightsView> {
    const { timezone } = await this.clock.writer(userId);
    const today = localDay(now, timezone);
    const { entries, analyses } = this.unitOfWork.direct();
    const [days, total, mood, ownTags, emotionTags] = await Promise.all([
      entries.daysWritten(userId, timezone),
      entries.count(userId),
      entries.mostCommonMood(userId),
      entries.sealedTagCounts(userId),
      analyses.emotionTagCounts(userId),
    ]);
    const tags = await this.popularTags(userId, ownTags, emotionTags);
    const written = new Set(days.map((d) => d.day));
    let day = written.has(today) ? today : addDays(today, -1);
    let streakDays = 0;
    while (written.has(day)) {
      streakDays++;
      day = addDays(day, -1);
    }
    const from = addDays(today, -(CHART_DAYS - 1));
    return {
      streakDays,
      mostCommonMood: mood,
      totalEntries: total,
      popularTags: tags,
      moodByDay: days
        .filter((d) => d.day >= from)
        .reverse()
        .map((d) => ({ date: d.day, mood: d.mood, entries: d.entries })),
    };
  }

  /** The writer's tags (opened) and the analyses' emotion tags, counted together by word. */
  private async popularTags(
    userId: string,
    own: { enc: string; count: number }[],
    emotions: { tag: string; count: number }[],
  ): Promise<{ tag: string; count: number }[]> {
    const counts = new Map(emotions.map((e) => [e.tag, e.count]));
    if (own.length) {
      const cipher = await this.keys.cipherFor(userId);
      for (const { enc, count } of own) {
        const tag = cipher.open(enc);
        counts.set(tag, (counts.get(tag) ?? 0) + count);
      }
    }
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
      .slice(0, TAGS_SHOWN);
  }
}
