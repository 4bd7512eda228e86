import { Injectable } from '@nestjs/common';
import { MEMORY_LIMIT, type MemoryView } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { UserCipher } from '../data-keys/data-keys';

interface MemoryRow {
  id: string;
  session_id: string | null;
  session_title_enc: string | null;
  content_enc: string;
  created_at: Date;
  updated_at: Date;
}

/** How many memories the companion reads before a reply: the newest. */
const MEMORIES_PER_REPLY = 10;

/**
 * What the companion remembers across sessions: one line per session the person chose to keep,
 * sealed with their key, at most MEMORY_LIMIT of them, all visible and erasable. The SQL is here;
 * the RPC handlers and the session's end use it.
 */
@Injectable()
export class MemoryBook {
  constructor(private readonly dataSource: DataSource) {}

  async enabled(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: { enabled: boolean }[] = await manager.query(
      `SELECT "enabled" FROM "sessions"."memory_settings" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0]?.enabled ?? true;
  }

  async view(
    userId: string,
    cipher: UserCipher,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MemoryView> {
    const [enabled, rows] = await Promise.all([this.enabled(userId, manager), this.rows(userId, manager)]);
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
    const rows = await this.rows(userId, this.dataSource.manager, MEMORIES_PER_REPLY);
    return rows.map((row) => cipher.open(row.content_enc));
  }

  /**
   * Remembers a session's line unless memory is off or full. Full is answered, never hidden: the
   * caller tells the person that this session was not remembered.
   */
  async remember(
    manager: EntityManager,
    userId: string,
    sessionId: string,
    line: string,
    cipher: UserCipher,
  ): Promise<'remembered' | 'off' | 'full'> {
    if (!(await this.enabled(userId, manager))) return 'off';
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM "sessions"."memories" WHERE "user_id" = $1`,
      [userId],
    );
    if (count >= MEMORY_LIMIT) return 'full';
    await manager.query(
      `INSERT INTO "sessions"."memories" ("user_id", "session_id", "content_enc") VALUES ($1, $2, $3)`,
      [userId, sessionId, cipher.seal(line)],
    );
    return 'remembered';
  }

  async edit(userId: string, id: string, content: string, cipher: UserCipher): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE "sessions"."memories" SET "content_enc" = $3, "updated_at" = now() WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId, cipher.seal(content)],
    );
    return count === 1;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM "sessions"."memories" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return count === 1;
  }

  async clear(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM "sessions"."memories" WHERE "user_id" = $1`, [userId]);
  }

  async setEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "sessions"."memory_settings" ("user_id", "enabled") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "enabled" = EXCLUDED."enabled", "updated_at" = now()`,
      [userId, enabled],
    );
  }

  async forget(manager: EntityManager, userId: string): Promise<void> {
    await this.clear(userId, manager);
    await manager.query(`DELETE FROM "sessions"."memory_settings" WHERE "user_id" = $1`, [userId]);
  }

  private rows(userId: string, manager: EntityManager, limit = MEMORY_LIMIT): Promise<MemoryRow[]> {
    return manager.query(
      `SELECT m."id", m."session_id", s."title_enc" AS "session_title_enc", m."content_enc", m."created_at", m."updated_at"
         FROM "sessions"."memories" m LEFT JOIN "sessions"."chat_sessions" s ON s."id" = m."session_id"
        WHERE m."user_id" = $1 ORDER BY m."created_at" DESC LIMIT $2`,
      [userId, limit],
    );
  }
}
