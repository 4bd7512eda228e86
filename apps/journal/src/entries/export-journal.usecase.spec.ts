import { mockRepository } from '@maeum/testing';
import type { ExportHabitsUseCase } from '../habits/export-habits.usecase';
import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import type { ExportMoodBoostersUseCase } from '../mood-boosters/export-mood-boosters.usecase';
import { ExportJournalUseCase } from './export-journal.usecase';

describe('ExportJournalUseCase', () => {
  it('gathers everything the journal holds about the caller, opened for them', async () => {
    const kit = journalUnitKit();
    const boosters = { activity: [], emojiEchoes: [] };
    const statistics = { sessions: [], featureUsage: [], activity: [] };
    kit.entries.since.mockResolvedValue([entryRow()]);
    kit.summaries.all.mockResolvedValue([
      { summary_enc: 'sealed(A calm week)', tone_tags: ['calm'], week_start: '2026-11-16' },
    ]);
    kit.prompts.all.mockResolvedValue([{ date: '2026-11-20', prompt: 'What helped?' }]);
    kit.statistics.exportFor.mockResolvedValue(statistics as never);
    kit.mentorGoals.all.mockResolvedValue([{ weekStart: '2026-11-23', goal: 'sleep' }]);
    const useCase = new ExportJournalUseCase(
      kit.unitOfWork,
      fakeKeys(),
      mockRepository<ExportMoodBoostersUseCase>({ execute: async () => boosters }),
      mockRepository<ExportHabitsUseCase>({ execute: async () => [] }),
    );

    const exported = await useCase.execute('user-1');

    expect(kit.entries.since).toHaveBeenCalledWith('user-1', null, 1_000_000);
    expect(exported).toEqual({
      entries: [expect.objectContaining({ id: 'entry-1', content: 'I walked by the river.' })],
      weeklySummaries: [{ summary: 'A calm week', toneTags: ['calm'], weekStart: '2026-11-16' }],
      dailyPrompts: [{ date: '2026-11-20', prompt: 'What helped?' }],
      moodBoosters: boosters,
      habits: [],
      statistics,
      mentorGoals: [{ weekStart: '2026-11-23', goal: 'sleep' }],
    });
  });
});
