import { Injectable } from '@nestjs/common';
import type { JournalUserExport } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { ExportHabitsUseCase } from '../habits/export-habits.usecase';
import { ExportMoodBoostersUseCase } from '../mood-boosters/export-mood-boosters.usecase';
import { StatisticsStore } from '../statistics/statistics.store';
import { entryView } from './journal-rows';
import { JournalStore } from './journal.store';

/** Everything the journal holds about the caller, opened for them (GET /api/me/export). */
@Injectable()
export class ExportJournalUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: JournalStore,
    private readonly keys: JournalDataKeys,
    private readonly moodBoosters: ExportMoodBoostersUseCase,
    private readonly habits: ExportHabitsUseCase,
    private readonly statistics: StatisticsStore,
  ) {}

  async execute(userId: string): Promise<JournalUserExport> {
    const cipher = await this.keys.cipherFor(userId);
    const [entries, summaries, prompts, moodBoosters, habits, statistics, mentorGoals] = await Promise.all([
      this.store.since(userId, null, 1_000_000),
      this.dataSource.query(
        `SELECT "summary_enc", "tone_tags", to_char("week_start", 'YYYY-MM-DD') AS "week_start"
           FROM "journal"."weekly_summaries" WHERE "user_id" = $1 ORDER BY "week_start"`,
        [userId],
      ) as Promise<{ summary_enc: string; tone_tags: string[]; week_start: string }[]>,
      this.dataSource.query(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "date", "prompt" FROM "journal"."daily_prompts" WHERE "user_id" = $1 ORDER BY "day"`,
        [userId],
      ) as Promise<{ date: string; prompt: string }[]>,
      this.moodBoosters.execute(userId),
      this.habits.execute(userId),
      this.statistics.exportFor(userId),
      this.dataSource.query(
        `SELECT to_char("week_start", 'YYYY-MM-DD') AS "weekStart", "goal" FROM "journal"."mentor_goals"
          WHERE "user_id" = $1 ORDER BY "week_start"`,
        [userId],
      ) as Promise<{ weekStart: string; goal: string }[]>,
    ]);
    return {
      entries: entries.map((row) => entryView(row, cipher)),
      weeklySummaries: summaries.map((s) => ({
        summary: cipher.open(s.summary_enc),
        toneTags: s.tone_tags,
        weekStart: s.week_start,
      })),
      dailyPrompts: prompts,
      moodBoosters,
      habits,
      statistics,
      mentorGoals,
    };
  }
}
