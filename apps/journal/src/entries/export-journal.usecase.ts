import { Injectable } from '@nestjs/common';
import type { JournalUserExport } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { ExportHabitsUseCase } from '../habits/export-habits.usecase';
import { ExportMoodBoostersUseCase } from '../mood-boosters/export-mood-boosters.usecase';
import { entryView } from './journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** Everything the journal holds about the caller, opened for them (GET /api/me/export). */
@Injectable()
export class ExportJournalUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
    private readonly moodBoosters: ExportMoodBoostersUseCase,
    private readonly habits: ExportHabitsUseCase,
  ) {}

  async execute(userId: string): Promise<JournalUserExport> {
    const cipher = await this.keys.cipherFor(userId);
    const data = this.unitOfWork.direct();
    const [entries, summaries, prompts, moodBoosters, habits, statistics, mentorGoals] = await Promise.all([
      data.entries.since(userId, null, 1_000_000),
      data.summaries.all(userId),
      data.prompts.all(userId),
      this.moodBoosters.execute(userId),
      this.habits.execute(userId),
      data.statistics.exportFor(userId),
      data.mentorGoals.all(userId),
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
