import { fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { GetWeeklySummaryUseCase } from './get-weekly-summary.usecase';

describe('GetWeeklySummaryUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    return { ...kit, useCase: new GetWeeklySummaryUseCase(kit.unitOfWork, fakeKeys()) };
  };

  it('opens the latest recap', async () => {
    const { summaries, useCase } = setup();
    summaries.latest.mockResolvedValue({
      summary_enc: 'sealed(A steady week)',
      tone_tags: ['calm'],
      week_start: '2026-11-16',
    });
    await expect(useCase.execute('user-1')).resolves.toEqual({
      summary: 'A steady week',
      toneTags: ['calm'],
      weekStart: '2026-11-16',
    });
  });

  it('answers null before the first recap', async () => {
    const { summaries, useCase } = setup();
    summaries.latest.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1')).resolves.toBeNull();
  });
});
