import { JOURNAL_ENTRY_CREATED_V1 } from '@maeum/contracts';
import { entryRow, fakeClock, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { CreateEntryUseCase } from './create-entry.usecase';

describe('CreateEntryUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    return { ...kit, useCase: new CreateEntryUseCase(kit.unitOfWork, fakeKeys(), fakeClock()) };
  };
  const createdAt = new Date('2026-11-27T01:00:00Z');

  it('stores the entry sealed (title trimmed, each tag sealed and indexed) with the event that queues its analysis', async () => {
    const { entries, unitOfWork, useCase } = setup();
    entries.insert.mockResolvedValue({ id: 'entry-9', created_at: createdAt });

    const view = await useCase.execute('user-1', {
      title: '  A walk  ',
      content: 'By the river.',
      tags: ['Calm'],
      mood: '😊',
    });

    expect(entries.insert).toHaveBeenCalledWith({
      userId: 'user-1',
      titleEnc: 'sealed(A walk)',
      contentEnc: 'sealed(By the river.)',
      mood: '😊',
      tagsEnc: ['sealed(Calm)'],
      tagIndex: ['index(calm)'],
      isPrivate: true,
      createdAt: undefined,
      idempotencyKey: undefined,
    });
    expect(JSON.stringify(entries.insert.mock.calls)).not.toMatch(/"By the river\."/);
    expect(unitOfWork.eventsOf(JOURNAL_ENTRY_CREATED_V1)).toEqual([
      expect.objectContaining({ entryId: 'entry-9', userId: 'user-1' }),
    ]);
    expect(view).toEqual({
      id: 'entry-9',
      title: 'A walk',
      content: 'By the river.',
      mood: '😊',
      tags: ['Calm'],
      isPrivate: true,
      createdAt: createdAt.toISOString(),
      analysis: null,
    });
  });

  it('saves an empty title as none, and a public entry when asked', async () => {
    const { entries, useCase } = setup();
    entries.insert.mockResolvedValue({ id: 'entry-9', created_at: createdAt });
    await useCase.execute('user-1', { title: '   ', content: 'x', isPrivate: false });
    expect(entries.insert).toHaveBeenCalledWith(
      expect.objectContaining({ titleEnc: null, isPrivate: false, tagsEnc: [], mood: null }),
    );
  });

  it('answers a repeat of the same save with the first entry, adding no event', async () => {
    const { entries, unitOfWork, useCase } = setup();
    entries.insert.mockResolvedValue(undefined);
    entries.byIdempotencyKey.mockResolvedValue(entryRow({ id: 'entry-first' }));

    const view = await useCase.execute('user-1', { content: 'again' }, { idempotencyKey: 'key-1' });

    expect(entries.insert).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'key-1' }));
    expect(entries.byIdempotencyKey).toHaveBeenCalledWith('user-1', 'key-1');
    expect(view).toMatchObject({ id: 'entry-first', content: 'I walked by the river.' });
    expect(unitOfWork.events).toEqual([]);
  });

  it('commits no event when the insert fails', async () => {
    const { entries, unitOfWork, useCase } = setup();
    entries.insert.mockRejectedValue(new Error('database down'));
    await expect(useCase.execute('user-1', { content: 'x' })).rejects.toThrow('database down');
    expect(unitOfWork.events).toEqual([]);
    expect(unitOfWork.rollbacks).toBe(1);
  });
});
