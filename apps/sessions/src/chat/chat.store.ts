import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { type ChatMessageRow, type ChatSessionRow, MESSAGE_COLUMNS, SESSION_COLUMNS } from './chat-rows';

export interface NewMessage {
  sessionId: string;
  userId: string;
  role: 'user' | 'assistant';
  contentEnc: string;
  crisis?: boolean;
  concern?: boolean;
  interrupted?: boolean;
  countsAsText?: boolean;
  /** Also set on the session in the same statement (the gate's sealed state, the first words). */
  riskStateEnc?: string;
  previewEnc?: string;
  /** RpcCallContext.idempotencyKey of the message asked: the user turn and its reply both carry it. */
  idempotencyKey?: string;
}

/** The SQL of sessions and messages; every read is scoped by the owner's id. */
@Injectable()
export class ChatStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(
    manager: EntityManager,
    input: {
      id: string;
      userId: string;
      type: string;
      tone: string;
      language: string;
      voiceId: string | null;
      titleEnc: string;
      minutes: number;
      idempotencyKey?: string;
    },
  ): Promise<ChatSessionRow> {
    const rows: ChatSessionRow[] = await manager.query(
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
    return rows[0];
  }

  /** The caller's session started with this idempotency key, with its welcome (a retry of the start). */
  async startedWith(
    userId: string,
    idempotencyKey: string,
  ): Promise<{ session: ChatSessionRow; welcome: ChatMessageRow } | undefined> {
    const [session]: ChatSessionRow[] = await this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "idempotency_key" = $1 AND "user_id" = $2`,
      [idempotencyKey, userId],
    );
    if (!session) return undefined;
    const [welcome]: ChatMessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 ORDER BY "seq" LIMIT 1`,
      [session.id],
    );
    return welcome ? { session, welcome } : undefined;
  }

  /** The user turn and the reply already written for a message asked with this idempotency key. */
  async turnOf(
    sessionId: string,
    idempotencyKey: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ user?: ChatMessageRow; reply?: ChatMessageRow }> {
    const rows: ChatMessageRow[] = await manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 AND "idempotency_key" = $2`,
      [sessionId, idempotencyKey],
    );
    return { user: rows.find((r) => r.role === 'user'), reply: rows.find((r) => r.role === 'assistant') };
  }

  async find(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ChatSessionRow | undefined> {
    const rows: ChatSessionRow[] = await manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0];
  }

  /** The session, locked for this transaction: one message is numbered at a time. */
  async lock(manager: EntityManager, userId: string, id: string): Promise<ChatSessionRow | undefined> {
    const rows: ChatSessionRow[] = await manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`,
      [id, userId],
    );
    return rows[0];
  }

  /** Adds a message after the session's last one (the session must be locked). */
  async addMessage(manager: EntityManager, message: NewMessage): Promise<ChatMessageRow> {
    const rows: ChatMessageRow[] = await manager.query(
      `WITH numbered AS (
         UPDATE "sessions"."chat_sessions"
            SET "message_count" = "message_count" + 1, "last_message_at" = now(),
                "risk_state_enc" = COALESCE($9, "risk_state_enc"), "preview_enc" = COALESCE("preview_enc", $10)
          WHERE "id" = $1
      RETURNING "message_count")
       INSERT INTO "sessions"."chat_messages"
         ("session_id", "user_id", "seq", "role", "content_enc", "crisis", "interrupted", "counts_as_text", "concern", "idempotency_key")
       SELECT $1, $2, "message_count", $3, $4, $5, $6, $7, $8, $11 FROM numbered
       RETURNING ${MESSAGE_COLUMNS}`,
      [
        message.sessionId,
        message.userId,
        message.role,
        message.contentEnc,
        message.crisis ?? false,
        message.interrupted ?? false,
        message.countsAsText ?? false,
        message.concern ?? false,
        message.riskStateEnc ?? null,
        message.previewEnc ?? null,
        message.idempotencyKey ?? null,
      ],
    );
    return rows[0];
  }

  /** One more referral today (Asia/Seoul), counted by outcome, reason and language only. */
  async countReferral(
    manager: EntityManager,
    referral: { outcome: 'crisis' | 'concern'; category: string; language: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "sessions"."safety_referrals_daily" ("day", "outcome", "category", "language", "referrals")
       VALUES ((now() AT TIME ZONE 'Asia/Seoul')::date, $1, $2, $3, 1)
       ON CONFLICT ("day", "outcome", "category", "language")
       DO UPDATE SET "referrals" = "safety_referrals_daily"."referrals" + 1`,
      [referral.outcome, referral.category, referral.language],
    );
  }

  async messages(
    sessionId: string,
    manager: EntityManager = this.dataSource.manager,
    last?: number,
  ): Promise<ChatMessageRow[]> {
    const rows: ChatMessageRow[] = last
      ? await manager.query(
          `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1
            ORDER BY "seq" DESC LIMIT $2) recent ORDER BY "seq"`,
          [sessionId, last],
        )
      : await manager.query(
          `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 ORDER BY "seq"`,
          [sessionId],
        );
    return rows;
  }

  async update(manager: EntityManager, id: string, set: Record<string, unknown>): Promise<ChatSessionRow> {
    const keys = Object.keys(set);
    const [[row]]: [ChatSessionRow[], number] = await manager.query(
      `UPDATE "sessions"."chat_sessions" SET ${keys.map((k, i) => `"${k}" = $${i + 2}`).join(', ')}
        WHERE "id" = $1 RETURNING ${SESSION_COLUMNS}`,
      [id, ...keys.map((k) => set[k])],
    );
    return row;
  }

  /**
   * Sets the after-session rating of the caller's ended session (locked): the time it was given,
   * 'open' while the session runs, undefined when it is not theirs.
   */
  async rate(
    manager: EntityManager,
    userId: string,
    id: string,
    rating: number,
  ): Promise<Date | 'open' | undefined> {
    const [found]: { ended: boolean }[] = await manager.query(
      `SELECT "ended_at" IS NOT NULL AS "ended" FROM "sessions"."chat_sessions"
        WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`,
      [id, userId],
    );
    if (!found) return undefined;
    if (!found.ended) return 'open';
    const [[row]]: [{ rated_at: Date }[], number] = await manager.query(
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
    return this.dataSource.query(
      `SELECT "id", "session_type", "started_at" > now() - make_interval(secs => $2) AS "young"
         FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND "message_count" <= 1`,
      [userId, youngSeconds],
    );
  }

  /** The caller's open sessions among `ids`, locked. */
  async openSessionsById(manager: EntityManager, userId: string, ids: string[]): Promise<ChatSessionRow[]> {
    if (ids.length === 0) return [];
    return manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND "id" = ANY($2::uuid[]) FOR UPDATE`,
      [userId, ids],
    );
  }

  /** The person's open sessions, of one type or (without `type`) of every type, locked. */
  async openSessions(manager: EntityManager, userId: string, type?: string): Promise<ChatSessionRow[]> {
    return manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND "ended_at" IS NULL AND ($2::text IS NULL OR "session_type" = $2) FOR UPDATE`,
      [userId, type ?? null],
    );
  }

  /** How many sentences of each spoken reply are kept as audio (parts 0 … n-1, in order). */
  async audioPartsOf(sessionId: string): Promise<Map<string, number>> {
    const rows: { message_id: string; parts: number }[] = await this.dataSource.query(
      `SELECT "message_id", count(*) AS "parts" FROM "sessions"."voice_clips"
        WHERE "session_id" = $1 AND "message_id" IS NOT NULL GROUP BY "message_id"`,
      [sessionId],
    );
    return new Map(rows.map((r) => [r.message_id, Number(r.parts)]));
  }

  /** Clips never joined to a reply (the page left before saying so), and all of them when no transcript is kept. */
  async dropLooseClips(manager: EntityManager, sessionId: string, all: boolean): Promise<void> {
    await manager.query(
      `DELETE FROM "sessions"."voice_clips"
        WHERE "session_id" = $1 AND ($2 OR ("message_id" IS NULL AND "created_at" < now() - interval '10 minutes'))`,
      [sessionId, all],
    );
  }

  async deleteMessages(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.query(`DELETE FROM "sessions"."chat_messages" WHERE "session_id" = $1`, [sessionId]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM "sessions"."chat_sessions" WHERE "id" = $1`, [id]);
  }

  /** Newest first; `before` is the startedAt of the last card shown. */
  async page(
    userId: string,
    type: string,
    before: string | undefined,
    limit: number,
  ): Promise<ChatSessionRow[]> {
    return this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions"
        WHERE "user_id" = $1 AND ($2 = 'all' OR "session_type" = $2)
          AND ($3::timestamptz IS NULL OR "started_at" < $3::timestamptz)
        ORDER BY "started_at" DESC LIMIT $4`,
      [userId, type, before ?? null, limit],
    );
  }

  async allOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<ChatSessionRow[]> {
    return manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "sessions"."chat_sessions" WHERE "user_id" = $1 ORDER BY "started_at" DESC`,
      [userId],
    );
  }

  async messagesOfUser(userId: string): Promise<ChatMessageRow[]> {
    return this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "user_id" = $1 ORDER BY "session_id", "seq"`,
      [userId],
    );
  }

  async deleteAllOf(manager: EntityManager, userId: string): Promise<number> {
    const [, count]: [unknown, number] = await manager.query(
      `DELETE FROM "sessions"."chat_sessions" WHERE "user_id" = $1`,
      [userId],
    );
    return count;
  }
}
