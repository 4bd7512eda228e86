import type { EntityManager } from 'typeorm';
import { type ChatMessageRow, type ChatSessionRow, MESSAGE_COLUMNS, SESSION_COLUMNS } from './chat-rows';

/** A session to create: the title comes sealed. */
export interface NewSession {
  id: string;
  userId: string;
  type: string;
  tone: string;
  language: string;
  voiceId: string | null;
  titleEnc: string;
  minutes: number;
  idempotencyKey?: string;
}

/** The SQL of chat_sessions; every read of a person's session is scoped by the owner's id. */
export class ChatSessionRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(input: NewSession): Promise<ChatSessionRow> {
    const rows: ChatSessionRow[] = await this.manager.query(
      `INSERT INTO "sessions"."chat_sessions"
         ("id", "user_id", "session_type", "tone", "language", "voice_id", "title_enc", "closes_at", "idempotency_key")
       VALUES ($8, $1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7), $9)
       RETURNING ${SESSION_COLUMNS}`,
      [
        input.userId,
        input.type,
        input.tone,
        input.language,
        input.voiceId,
        input.titleEnc,
        input.minutes,
        input.id,
        input.idempotencyKey ?? null,
      ],
    );
    return rows[0]!;
  }

  /** The caller's session started with this idempotency key, with its welcome (a retry of the start). */
  async startedWith(
    userId: string,
    idempotencyKey: string,
  ): Promise<{ session: ChatSessionRow; welcome: ChatMessageRow } | undefined> {
    const [session]: ChatSessionRow[] = await this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "idempotency_key" = $1 AND "user_id" = $2`,
      [idempotencyKey, userId],
    );
    if (!session) return undefined;
    const [welcome]: ChatMessageRow[] = await this.manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 ORDER BY "seq" LIMIT 1`,
      [session.id],
    );
    return welcome ? { session, welcome } : undefined;
  }

  async find(userId: string, id: string): Promise<ChatSessionRow | undefined> {
    const rows: ChatSessionRow[] = await this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0];
  }

  /** The session, locked for this transaction: one message is numbered at a time. */
  async lock(userId: string, id: string): Promise<ChatSessionRow | undefined> {
    const rows: ChatSessionRow[] = await this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`,
      [id, userId],
    );
    return rows[0];
  }

  async update(id: string, set: Record<string, unknown>): Promise<ChatSessionRow> {
    const keys = Object.keys(set);
    const [[row]]: [ChatSessionRow[], number] = await this.manager.query(
      `UPDATE "sessions"."chat_sessions" SET ${keys.map((k, i) => `"${k}" = $${i + 2}`).join(', ')}
        WHERE "id" = $1 RETURNING ${SESSION_COLUMNS}`,
      [id, ...keys.map((k) => set[k])],
    );
    return row!;
  }

  /**
   * Sets the after-session rating of the caller's ended session (locked): the time it was given,
   * 'open' while the session runs, undefined when it is not theirs.
   */
  async rate(userId: string, id: string, rating: number): Promise<Date | 'open' | undefined> {
    const [found]: { ended: boolean }[] = await this.manager.query(
      `SELECT "ended_at" IS NOT NULL AS "ended" FROM "sessions"."chat_sessions"
        WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`,
      [id, userId],
    );
    if (!found) return undefined;
    if (!found.ended) return 'open';
    const [[row]]: [{ rated_at: Date }[], number] = await this.manager.query(
      `UPDATE "sessions"."chat_sessions" SET "rating" = $2, "rated_at" = now() WHERE "id" = $1 RETURNING "rated_at"`,
      [id, rating],
    );
    return row!.rated_at;
  }

  /**
   * Open sessions that hold only their welcome: what a new start may replace. `young`: started
   * less than `youngSeconds` ago.
   */
  async welcomeOnly(
    userId: string,
    youngSeconds: number,
  ): Promise<{ id: string; session_type: string; young: boolean }[]> {
    return this.manager.query(
      `SELECT "id", "session_type", "started_at" > now() - make_interval(secs => $2) AS "young"
         FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND "message_count" <= 1`,
      [userId, youngSeconds],
    );
  }

  /** The caller's open sessions among `ids`, locked. */
  async lockOpenById(userId: string, ids: string[]): Promise<ChatSessionRow[]> {
    if (ids.length === 0) return [];
    return this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND "id" = ANY($2::uuid[]) FOR UPDATE`,
      [userId, ids],
    );
  }

  /** The person's open sessions, of one type or (without `type`) of every type, locked. */
  async lockOpen(userId: string, type?: string): Promise<ChatSessionRow[]> {
    return this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND ($2::text IS NULL OR "session_type" = $2) FOR UPDATE`,
      [userId, type ?? null],
    );
  }

  async delete(id: string): Promise<void> {
    await this.manager.query(`DELETE FROM "sessions"."chat_sessions" WHERE "id" = $1`, [id]);
  }

  /** Newest first; `before` is the startedAt of the last card shown. */
  async page(
    userId: string,
    type: string,
    before: string | undefined,
    limit: number,
  ): Promise<ChatSessionRow[]> {
    return this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND ($2 = 'all' OR "session_type" = $2)
          AND ($3::timestamptz IS NULL OR "started_at" < $3::timestamptz)
        ORDER BY "started_at" DESC LIMIT $4`,
      [userId, type, before ?? null, limit],
    );
  }

  async allOf(userId: string): Promise<ChatSessionRow[]> {
    return this.manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "user_id" = $1 ORDER BY "started_at" DESC`,
      [userId],
    );
  }

  /** Every session of the person (their messages go with them): how many there were. */
  async deleteAllOf(userId: string): Promise<number> {
    const [, count]: [unknown, number] = await this.manager.query(
      `DELETE FROM "sessions"."chat_sessions" WHERE "user_id" = $1`,
      [userId],
    );
    return count;
  }
}
