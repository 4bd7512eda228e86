import { CommonErrorCode } from '@maeum/contracts';
import type { CacheBroadcast } from '@maeum/service-kit';
import { mockRepository } from '@maeum/testing';
import { journalUnitKit } from '../journal-unit.test-kit';
import { DeleteEntryUseCase } from './delete-entry.usecase';

describe('DeleteEntryUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    const broadcast = mockRepository<CacheBroadcast>();
    return { ...kit, broadcast, useCase: new DeleteEntryUseCase(kit.unitOfWork, broadcast) };
  };

  it('deletes the owner’s entry and tells every replica to drop its cached view', async () => {
    const { entries, broadcast, useCase } = setup();
    entries.delete.mockResolvedValue(true);
    await expect(useCase.execute('user-1', 'entry-1')).resolves.toEqual({ deleted: true });
    expect(entries.delete).toHaveBeenCalledWith('user-1', 'entry-1');
    expect(broadcast.announce).toHaveBeenCalledWith('journal-entry', 'entry-1');
  });

  it('answers not found when nothing of the caller’s was deleted (another’s, or deleted already)', async () => {
    const { entries, broadcast, useCase } = setup();
    entries.delete.mockResolvedValue(false);
    await expect(useCase.execute('user-1', 'entry-1')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(broadcast.announce).not.toHaveBeenCalled();
  });
});
