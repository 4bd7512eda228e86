import { entryRow, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { SearchEntriesUseCase } from './search-entries.usecase';

describe('SearchEntriesUseCase', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const setup = () => {
    const kit = journalUnitKit();
    kit.entries.since.mockResolvedValue([
      entryRow({ id: 'words', content_enc: 'sealed(The river was calm today)' }),
      entryRow({ id: 'tag', content_enc: 'sealed(x)', tags_enc: ['sealed(River)'] }),
      entryRow({
        id: 'feeling',
        content_enc: 'sealed(y)',
        emotion_tags: ['gratitude'],
        details_enc: 'sealed({"greenFlags":[],"redFlags":[],"reframingSuggestion":null,"toneSummary":null})',
        analysed_at: now,
      }),
      entryRow({ id: 'none', content_enc: 'sealed(nothing here)' }),
    ]);
    return { ...kit, useCase: new SearchEntriesUseCase(kit.unitOfWork, fakeKeys()) };
  };

  it('reads the past month by default and finds the words in the opened text and a tag', async () => {
    const { entries, useCase } = setup();
    const found = await useCase.execute('user-1', { q: 'River' }, now);
    expect(entries.since).toHaveBeenCalledWith('user-1', new Date(now.getTime() - 30 * 86_400_000), 2000);
    expect(found.entries.map((e) => e.id)).toEqual(['words', 'tag']);
    expect(found.total).toBe(2);
  });

  it('finds an entry by the feeling its analysis named; all time reads without a start', async () => {
    const { entries, useCase } = setup();
    const found = await useCase.execute('user-1', { q: 'gratitude', time: 'all' }, now);
    expect(entries.since).toHaveBeenCalledWith('user-1', null, 2000);
    expect(found.entries.map((e) => e.id)).toEqual(['feeling']);
  });
});
