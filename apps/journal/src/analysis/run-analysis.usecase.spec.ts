import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import type { JournalModel } from './journal-model';
import { RunAnalysisUseCase } from './run-analysis.usecase';

describe('RunAnalysisUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    // No model: the offline analysis answers.
    const model = { model: undefined, timeoutMs: 1000 } as unknown as JournalModel;
    return { ...kit, useCase: new RunAnalysisUseCase(kit.unitOfWork, fakeKeys(), model) };
  };

  it('analyses the opened entry and keeps the result sealed', async () => {
    const { entries, analyses, useCase } = setup();
    entries.find.mockResolvedValue(entryRow({ content_enc: 'sealed(I felt grateful and calm today.)' }));
    analyses.add.mockResolvedValue(true);

    const result = await useCase.execute({ entryId: 'entry-1', userId: 'user-1' });

    expect(result.analysed).toBe(true);
    expect(entries.find).toHaveBeenCalledWith('user-1', 'entry-1');
    const written = analyses.add.mock.calls[0]![0];
    expect(written).toMatchObject({ entryId: 'entry-1', userId: 'user-1', writtenBy: result.by });
    expect(written.detailsEnc).toMatch(/^sealed\(\{.*\}\)$/s);
    expect(Array.isArray(written.emotionTags)).toBe(true);
  });

  it('leaves an entry analysed already, or deleted since, alone', async () => {
    const { entries, analyses, useCase } = setup();
    entries.find.mockResolvedValueOnce(entryRow({ details_enc: 'sealed({})' }));
    await expect(useCase.execute({ entryId: 'entry-1', userId: 'user-1' })).resolves.toEqual({
      analysed: false,
    });
    entries.find.mockResolvedValueOnce(undefined);
    await expect(useCase.execute({ entryId: 'entry-1', userId: 'user-1' })).resolves.toEqual({
      analysed: false,
    });
    expect(analyses.add).not.toHaveBeenCalled();
  });

  it('says nothing was written when another run kept its analysis first', async () => {
    const { entries, analyses, useCase } = setup();
    entries.find.mockResolvedValue(entryRow());
    analyses.add.mockResolvedValue(false);
    await expect(useCase.execute({ entryId: 'entry-1', userId: 'user-1' })).resolves.toMatchObject({
      analysed: false,
    });
  });
});
