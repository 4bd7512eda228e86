import { Injectable } from '@nestjs/common';
import { MEMORY_LIMIT, type MemoryView } from '@maeum/contracts';
import type { UserCipher } from '../data-keys/data-keys';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import type { MemoryRepository } from './memory.repository';

/** How many memories the companion reads before a reply: the newest. */
const MEMORIES_PER_REPLY = 10;

/**
 * What the companion remembers across sessions: one line per session the person chose to keep,
 * sealed with their key, at most MEMORY_LIMIT of them, all visible and erasable. The statements
 * are MemoryRepository's; the RPC handlers and the session's end use this.
 */
@Injectable()
export class MemoryBook {
  constructor(private readonly unitOfWork: SessionsUnitOfWork) {}

  private get memories(): MemoryRepository {
    return this.unitOfWork.direct().memories;
  }

  enabled(userId: string): Promise<boolean> {
    return this.memories.enabled(userId);
  }

  async view(userId: string, cipher: UserCipher): Promise<MemoryView> {
    const [enabled, rows] = await Promise.all([
      this.memories.enabled(userId),
      this.memories.newest(userId, MEMORY_LIMIT),
    ]);
    return {
      enabled,
      limit: MEMORY_LIMIT,
      items: rows.map((row) => ({
        id: row.id,
        content: cipher.open(row.content_enc),
        sessionId: row.session_id,
        sessionTitle: row.session_title_enc ? cipher.open(row.session_title_enc) : null,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      })),
    };
  }

  /** The newest lines, for a reply. Read at every reply, so an erased line is gone at once. */
  async newest(userId: string, cipher: UserCipher): Promise<string[]> {
    const rows = await this.memories.newest(userId, MEMORIES_PER_REPLY);
    return rows.map((row) => cipher.open(row.content_enc));
  }

  /**
   * Remembers a session's line unless memory is off or full, with the caller's transaction's
   * repository. Full is answered, never hidden: the caller tells the person that this session was
   * not remembered.
   */
  async remember(
    memories: MemoryRepository,
    userId: string,
    sessionId: string,
    line: string,
    cipher: UserCipher,
  ): Promise<'remembered' | 'off' | 'full'> {
    if (!(await memories.enabled(userId))) return 'off';
    if ((await memories.count(userId)) >= MEMORY_LIMIT) return 'full';
    await memories.add(userId, sessionId, cipher.seal(line));
    return 'remembered';
  }

  edit(userId: string, id: string, content: string, cipher: UserCipher): Promise<boolean> {
    return this.memories.edit(userId, id, cipher.seal(content));
  }

  delete(userId: string, id: string): Promise<boolean> {
    return this.memories.delete(userId, id);
  }

  clear(userId: string): Promise<void> {
    return this.memories.clear(userId);
  }

  setEnabled(userId: string, enabled: boolean): Promise<void> {
    return this.memories.setEnabled(userId, enabled);
  }
}
