import type { EntityManager } from 'typeorm';

export interface MemoryRow {
  id: string;
  session_id: string | null;
  session_title_enc: string | null;
  content_enc: string;
  created_at: Date;
  updated_at: Date;
}

/** The SQL of the companion's memory (memories, memory_settings); every statement is the owner's. */
export class MemoryRepository {
  constructor(private readonly manager: EntityManager) {}

  async enabled(userId: string): Promise<boolean> {
    const rows: { enabled: boolean }[] = await this.manager.query(
      `SELECT "enabled" FROM "sessions"."memory_settings" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0]?.enabled ?? true;
  }

  /** The newest lines, with the title of the session each came from. */
  newest(userId: string, limit: number): Promise<MemoryRow[]> {
    return this.manager.query(
      `SELECT m."id", m."session_id", s."title_enc" AS "session_title_enc", m."content_enc", m."created_at", m."updated_at"
         FROM "sessions"."memories" m LEFT JOIN "sessions"."chat_sessions" s ON s."id" = m."session_id"
        WHERE m."user_id" = $1 ORDER BY m."created_at" DESC LIMIT $2`,
      [userId, limit],
    );
  }

  async count(userId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await this.manager.query(
      `SELECT count(*)::int AS count FROM "sessions"."memories" WHERE "user_id" = $1`,
      [userId],
    );
    return count;
  }

  async add(userId: string, sessionId: string, contentEnc: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "sessions"."memories" ("user_id", "session_id", "content_enc") VALUES ($1, $2, $3)`,
      [userId, sessionId, contentEnc],
    );
  }

  /** False when the line is not the person's (or gone). */
  async edit(userId: string, id: string, contentEnc: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.manager.query(
      `UPDATE "sessions"."memories" SET "content_enc" = $3, "updated_at" = now() WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId, contentEnc],
    );
    return count === 1;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.manager.query(
      `DELETE FROM "sessions"."memories" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return count === 1;
  }

  async clear(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "sessions"."memories" WHERE "user_id" = $1`, [userId]);
  }

  async setEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.manager.query(
      `INSERT INTO "sessions"."memory_settings" ("user_id", "enabled") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "enabled" = EXCLUDED."enabled", "updated_at" = now()`,
      [userId, enabled],
    );
  }

  async deleteSettings(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "sessions"."memory_settings" WHERE "user_id" = $1`, [userId]);
  }
}
