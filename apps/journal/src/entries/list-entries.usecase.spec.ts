import { mockRepository } from '@maeum/testing';
import type { EntryViewCache } from '../data-keys/entry-view.cache';
import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import type { JournalStore } from './journal.store';
import { ListEntriesUseCase } from './list-entries.usecase';

describe('ListEntriesUseCase', () => {
  const setup = () => {
    const kit = journalUnitKit();
    const store = mockRepository<JournalStore>();
    const kept = new Map<string, string>();
    const views = mockRepository<EntryViewCache>({
      get: (_userId: string, id: string) => kept.get(id),
      set: (_userId: string, id: string, _analysed: boolean, json: string) => void kept.set(id, json),
    });
    return {
      ...kit,
      store,
      views,
      kept,
      useCase: new ListEntriesUseCase(store, kit.unitOfWork, fakeKeys(), views),
    };
  };

  it('opens only the entries not kept, keeps them, and answers the page in order', async () => {
    const { store, entries, kept, useCase } = setup();
    store.page.mockResolvedValue([
      { id: 'entry-1', analysed: false },
      { id: 'entry-2', analysed: false },
    ]);
    kept.set('entry-1', '{"id":"entry-1"}');
    entries.byIds.mockResolvedValue([entryRow({ id: 'entry-2' })]);

    const reply = await useCase.execute('user-1', {});

    expect(entries.byIds).toHaveBeenCalledWith('user-1', ['entry-2']);
    const page = JSON.parse(reply.json) as { id: string; content?: string }[];
    expect(page.map((entry) => entry.id)).toEqual(['entry-1', 'entry-2']);
    expect(page[1]!.content).toBe('I walked by the river.');
    expect(kept.has('entry-2')).toBe(true);
  });

  it('filters a tag by its blind index and a mood with the modal emojis that mean it', async () => {
    const { store, entries, useCase } = setup();
    store.page.mockResolvedValue([]);
    await useCase.execute('user-1', { tag: 'Walk', mood: 'happy', cursor: '2026-11-01T00:00:00Z' });
    expect(store.page).toHaveBeenCalledWith('user-1', {
      tag: 'Walk',
      tagIndex: 'index(walk)',
      moods: expect.arrayContaining(['happy', '😊']),
      before: '2026-11-01T00:00:00Z',
    });
    expect(entries.byIds).not.toHaveBeenCalled();
  });
});
