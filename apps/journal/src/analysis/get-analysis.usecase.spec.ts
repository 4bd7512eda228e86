import { CommonErrorCode } from '@maeum/contracts';
import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { GetAnalysisUseCase } from './get-analysis.usecase';

describe('GetAnalysisUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    return { ...kit, useCase: new GetAnalysisUseCase(kit.unitOfWork, fakeKeys()) };
  };

  it('opens the analysis of the owner’s entry', async () => {
    const { entries, useCase } = setup();
    const analysedAt = new Date('2026-11-27T02:00:00Z');
    entries.find.mockResolvedValue(
      entryRow({
        mood_tag: 'calm',
        emotion_tags: ['calm'],
        details_enc: `sealed(${JSON.stringify({ greenFlags: ['rest'], redFlags: [], reframingSuggestion: null, toneSummary: 'Gentle' })})`,
        analysed_at: analysedAt,
      }),
    );
    await expect(useCase.execute('user-1', 'entry-1')).resolves.toEqual({
      moodTag: 'calm',
      emotionTags: ['calm'],
      greenFlags: ['rest'],
      redFlags: [],
      reframingSuggestion: null,
      toneSummary: 'Gentle',
      createdAt: analysedAt.toISOString(),
    });
  });

  it('answers null while the analysis is being written', async () => {
    const { entries, useCase } = setup();
    entries.find.mockResolvedValue(entryRow());
    await expect(useCase.execute('user-1', 'entry-1')).resolves.toBeNull();
  });

  it('answers not found for an entry that is not the caller’s', async () => {
    const { entries, useCase } = setup();
    entries.find.mockResolvedValue(undefined);
    await expect(useCase.execute('user-1', 'entry-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });
});
