import { CommonErrorCode } from '@maeum/contracts';
import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { GetEntryUseCase } from './get-entry.usecase';

describe('GetEntryUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    return { ...kit, useCase: new GetEntryUseCase(kit.unitOfWork, fakeKeys()) };
  };

  it('opens the owner’s entry', async () => {
    const { entries, useCase } = setup();
    entries.find.mockResolvedValue(entryRow({ tags_enc: ['sealed(walk)'], mood: '😊' }));
    await expect(useCase.execute('user-1', 'entry-1')).resolves.toMatchObject({
      id: 'entry-1',
      title: 'A day',
      content: 'I walked by the river.',
      tags: ['walk'],
      mood: '😊',
      analysis: null,
    });
    expect(entries.find).toHaveBeenCalledWith('user-1', 'entry-1');
  });

  it('answers not found for an entry that is not the caller’s', async () => {
    const { entries, useCase } = setup();
    entries.find.mockResolvedValue(undefined);
    await expect(useCase.execute('user-2', 'entry-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });
});
