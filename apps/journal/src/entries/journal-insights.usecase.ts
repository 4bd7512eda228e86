import { Injectable } from '@nestjs/common';
import type { JournalInsightsView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { MOOD_WORD_SQL } from './journal-rows';
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
    private readonly dataSource: DataSource,
    private readonly clock: WriterClock,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, now = new Date()): Promise<JournalInsightsView> {
    const { timezone } = await this.clock.writer(userId);
    const today = localDay(now, timezone);
    const [days, total, mood, ownTags, emotionTags] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char((e."created_at" AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "day", count(*)::int AS "entries",
                mode() WITHIN GROUP (ORDER BY ${MOOD_WORD_SQL}) AS "mood"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 GROUP BY 1 ORDER BY 1 DESC LIMIT 400`,
        [userId, timezone],
      ) as Promise<{ day: string; entries: number; mood: string | null }[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS "n" FROM "journal"."journal_entries" WHERE "user_id" = $1`,
        [userId],
      ) as Promise<{ n: number }[]>,
      this.dataSource.query(
        `SELECT ${MOOD_WORD_SQL} AS "mood", count(*)::int AS "n"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 AND ${MOOD_WORD_SQL} IS NOT NULL
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
        [userId],
      ) as Promise<{ mood: string }[]>,
      this.dataSource.query(
        `SELECT min(t."enc") AS "enc", count(*)::int AS "count"
           FROM "journal"."journal_entries" e, unnest(e."tag_index", e."tags_enc") AS t("idx", "enc")
          WHERE e."user_id" = $1 GROUP BY t."idx"`,
        [userId],
      ) as Promise<{ enc: string; count: number }[]>,
      this.dataSource.query(
        `SELECT unnest(a."emotion_tags") AS "tag", count(*)::int AS "count"
           FROM "journal"."journal_entry_analysis" a WHERE a."user_id" = $1 GROUP BY 1`,
        [userId],
      ) as Promise<{ tag: string; count: number }[]>,
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
      mostCommonMood: mood[0]?.mood ?? null,
      totalEntries: total[0]?.n ?? 0,
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
