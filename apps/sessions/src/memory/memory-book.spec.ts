import { MEMORY_LIMIT } from '@maeum/contracts';
import { fakeCipher, sessionsUnitKit } from '../sessions-unit.test-kit';
import { MemoryBook } from './memory-book';

describe('MemoryBook', () => {
  const setup = () => {
    const kit = sessionsUnitKit();
    return { ...kit, book: new MemoryBook(kit.unitOfWork), cipher: fakeCipher() };
  };

  it('remembers a session’s line sealed, with the repository of the caller’s transaction', async () => {
    const { memories, book, cipher } = setup();
    memories.enabled.mockResolvedValue(true);
    memories.count.mockResolvedValue(MEMORY_LIMIT - 1);
    await expect(book.remember(memories, 'user-1', 'session-1', 'Likes tea', cipher)).resolves.toBe(
      'remembered',
    );
    expect(memories.add).toHaveBeenCalledWith('user-1', 'session-1', 'sealed(Likes tea)');
  });

  it('remembers nothing while memory is off, and answers full at the limit', async () => {
    const { memories, book, cipher } = setup();
    memories.enabled.mockResolvedValueOnce(false);
    await expect(book.remember(memories, 'user-1', 'session-1', 'x', cipher)).resolves.toBe('off');
    memories.enabled.mockResolvedValueOnce(true);
    memories.count.mockResolvedValue(MEMORY_LIMIT);
    await expect(book.remember(memories, 'user-1', 'session-1', 'x', cipher)).resolves.toBe('full');
    expect(memories.add).not.toHaveBeenCalled();
  });

  it('shows the lines opened, with the title of the session each came from', async () => {
    const { memories, book, cipher } = setup();
    memories.enabled.mockResolvedValue(true);
    const at = new Date('2026-11-20T10:00:00Z');
    memories.newest.mockResolvedValue([
      {
        id: 'm-1',
        session_id: 'session-1',
        session_title_enc: 'sealed(A calm day)',
        content_enc: 'sealed(Likes tea)',
        created_at: at,
        updated_at: at,
      },
    ]);
    const view = await book.view('user-1', cipher);
    expect(memories.newest).toHaveBeenCalledWith('user-1', MEMORY_LIMIT);
    expect(view).toEqual({
      enabled: true,
      limit: MEMORY_LIMIT,
      items: [
        {
          id: 'm-1',
          content: 'Likes tea',
          sessionId: 'session-1',
          sessionTitle: 'A calm day',
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        },
      ],
    });
  });

  it('seals an edit, and reads only the newest lines for a reply', async () => {
    const { memories, book, cipher } = setup();
    memories.edit.mockResolvedValue(true);
    await expect(book.edit('user-1', 'm-1', 'Likes green tea', cipher)).resolves.toBe(true);
    expect(memories.edit).toHaveBeenCalledWith('user-1', 'm-1', 'sealed(Likes green tea)');
    memories.newest.mockResolvedValue([]);
    await book.newest('user-1', cipher);
    expect(memories.newest).toHaveBeenCalledWith('user-1', 10);
  });
});
