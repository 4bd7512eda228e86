import { fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { WriteWeeklySummariesUseCase } from './write-weekly-summaries.usecase';

describe('WriteWeeklySummariesUseCase', () => {
  // Monday 2026-11-23 09:00 in Seoul; still Sunday in New York.
  const now = new Date('2026-11-23T00:00:00Z');
  const setup = () => {
    const kit = journalUnitKit();
    kit.writers.recentlyWriting.mockResolvedValue([
      { user_id: 'user-seoul', timezone: 'Asia/Seoul', language: 'en' },
      { user_id: 'user-ny', timezone: 'America/New_York', language: 'en' },
    ]);
    kit.summaries.weekToRecap.mockResolvedValue([
      { emotion_tags: ['calm'], created_at: new Date('2026-11-18T03:00:00Z') },
    ]);
    kit.summaries.add.mockResolvedValue(true);
    return { ...kit, useCase: new WriteWeeklySummariesUseCase(kit.unitOfWork, fakeKeys()) };
  };

  it('writes the sealed recap of last week for a writer whose day is Monday, only', async () => {
    const { summaries, useCase } = setup();
    await expect(useCase.execute(now)).resolves.toEqual({ written: 1 });
    expect(summaries.weekToRecap).toHaveBeenCalledWith('user-seoul', 'Asia/Seoul', '2026-11-16');
    expect(summaries.weekToRecap).toHaveBeenCalledTimes(1);
    const [userId, weekStart, summaryEnc, toneTags] = summaries.add.mock.calls[0]!;
    expect([userId, weekStart]).toEqual(['user-seoul', '2026-11-16']);
    expect(summaryEnc).toMatch(/^sealed\(.+\)$/s);
    expect(Array.isArray(toneTags)).toBe(true);
  });

  it('writes nothing for a week without entries or with its recap written, and counts a lost race as none', async () => {
    const { summaries, useCase } = setup();
    summaries.weekToRecap.mockResolvedValueOnce([]);
    await expect(useCase.execute(now)).resolves.toEqual({ written: 0 });
    expect(summaries.add).not.toHaveBeenCalled();
    summaries.add.mockResolvedValueOnce(false);
    await expect(useCase.execute(now)).resolves.toEqual({ written: 0 });
  });
});
