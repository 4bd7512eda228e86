import { JOURNAL_ENTRY_CREATED_V1 } from '@maeum/contracts';
import { fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { ImportEntriesUseCase } from './import-entries.usecase';

describe('ImportEntriesUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    let n = 0;
    kit.entries.insert.mockImplementation(async (entry) => ({
      id: `entry-${++n}`,
      created_at: entry.createdAt!,
    }));
    kit.entries.createdAtAmong.mockResolvedValue([]);
    return { ...kit, useCase: new ImportEntriesUseCase(kit.unitOfWork, fakeKeys()) };
  };
  const at = (hour: number) => `2026-11-0${hour}T09:00:00.000Z`;

  it('imports each entry sealed at the moment it was written, each queued for analysis', async () => {
    const { entries, unitOfWork, useCase } = setup();
    const result = await useCase.execute('user-1', {
      entries: [
        { content: 'first', createdAt: at(1), tags: ['home'] },
        { content: 'second', title: ' T ', createdAt: at(2) },
      ],
    });
    expect(result).toEqual({ imported: 2, skipped: 0 });
    expect(entries.insert).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        contentEnc: 'sealed(first)',
        tagsEnc: ['sealed(home)'],
        tagIndex: ['index(home)'],
        createdAt: new Date(at(1)),
      }),
    );
    expect(entries.insert).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ titleEnc: 'sealed(T)', contentEnc: 'sealed(second)' }),
    );
    expect(unitOfWork.eventsOf(JOURNAL_ENTRY_CREATED_V1).map((e) => e.entryId)).toEqual([
      'entry-1',
      'entry-2',
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('skips an entry written at a moment already here, and a repeat within the file', async () => {
    const { entries, unitOfWork, useCase } = setup();
    entries.createdAtAmong.mockResolvedValue([new Date(at(1))]);
    const result = await useCase.execute('user-1', {
      entries: [
        { content: 'already here', createdAt: at(1) },
        { content: 'new', createdAt: at(2) },
        { content: 'new again', createdAt: at(2) },
      ],
    });
    expect(result).toEqual({ imported: 1, skipped: 2 });
    expect(entries.createdAtAmong).toHaveBeenCalledWith('user-1', [at(1), at(2), at(2)]);
    expect(entries.insert).toHaveBeenCalledTimes(1);
    expect(unitOfWork.eventsOf(JOURNAL_ENTRY_CREATED_V1)).toHaveLength(1);
  });

  it('imports nothing, and no event commits, when a write fails half way', async () => {
    const { entries, unitOfWork, useCase } = setup();
    entries.insert
      .mockResolvedValueOnce({ id: 'entry-1', created_at: new Date(at(1)) })
      .mockRejectedValueOnce(new Error('boom'));
    await expect(
      useCase.execute('user-1', {
        entries: [
          { content: 'a', createdAt: at(1) },
          { content: 'b', createdAt: at(2) },
        ],
      }),
    ).rejects.toThrow('boom');
    expect(unitOfWork.events).toEqual([]);
  });
});
