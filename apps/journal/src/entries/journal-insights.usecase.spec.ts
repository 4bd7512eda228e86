import { fakeClock, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { JournalInsightsUseCase } from './journal-insights.usecase';

describe('JournalInsightsUseCase', () => {
  // 2026-11-27 10:00 in Seoul.
  const now = new Date('2026-11-27T01:00:00Z');
  const setup = () => {
    const kit = journalUnitKit();
    kit.entries.count.mockResolvedValue(5);
    kit.entries.mostCommonMood.mockResolvedValue('calm');
    kit.entries.sealedTagCounts.mockResolvedValue([{ enc: 'sealed(walk)', count: 2 }]);
    kit.analyses.emotionTagCounts.mockResolvedValue([
      { tag: 'walk', count: 1 },
      { tag: 'hopeful', count: 1 },
    ]);
    return { ...kit, useCase: new JournalInsightsUseCase(kit.unitOfWork, fakeClock(), fakeKeys()) };
  };

  it('counts the streak back from today in the writer’s zone, the chart of 30 days, and the tags opened', async () => {
    const { entries, useCase } = setup();
    entries.daysWritten.mockResolvedValue([
      { day: '2026-11-27', entries: 1, mood: 'calm' },
      { day: '2026-11-26', entries: 2, mood: null },
      { day: '2026-11-24', entries: 1, mood: 'sad' },
      { day: '2026-10-01', entries: 1, mood: 'sad' },
    ]);
    const view = await useCase.execute('user-1', now);
    expect(entries.daysWritten).toHaveBeenCalledWith('user-1', 'Asia/Seoul');
    expect(view).toEqual({
      streakDays: 2,
      mostCommonMood: 'calm',
      totalEntries: 5,
      popularTags: [
        { tag: 'walk', count: 3 },
        { tag: 'hopeful', count: 1 },
      ],
      moodByDay: [
        { date: '2026-11-24', mood: 'sad', entries: 1 },
        { date: '2026-11-26', mood: null, entries: 2 },
        { date: '2026-11-27', mood: 'calm', entries: 1 },
      ],
    });
  });

  it('keeps yesterday’s streak while today has no entry yet', async () => {
    const { entries, useCase } = setup();
    entries.daysWritten.mockResolvedValue([{ day: '2026-11-26', entries: 1, mood: null }]);
    await expect(useCase.execute('user-1', now)).resolves.toMatchObject({ streakDays: 1 });
  });
});
