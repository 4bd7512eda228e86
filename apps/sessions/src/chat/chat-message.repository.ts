import type { EntityManager } from 'typeorm';
import { type ChatMessageRow, MESSAGE_COLUMNS } from './chat-rows';

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

/** The SQL of chat_messages; a session's messages are read after its owner was checked. */
export class ChatMessageRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Adds a message after the session's last one (the session must be locked). */
  async add(message: NewMessage): Promise<ChatMessageRow> {
    const rows: ChatMessageRow[] = await this.manager.query(
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
    return rows[0]!;
  }

  /** The user turn and the reply already written for a message asked with this idempotency key. */
  async turnOf(
    sessionId: string,
    idempotencyKey: string,
  ): Promise<{ user?: ChatMessageRow; reply?: ChatMessageRow }> {
    const rows: ChatMessageRow[] = await this.manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 AND "idempotency_key" = $2`,
      [sessionId, idempotencyKey],
    );
    return { user: rows.find((r) => r.role === 'user'), reply: rows.find((r) => r.role === 'assistant') };
  }

  /** The session's messages in order; with `last`, only the last ones. */
  async of(sessionId: string, last?: number): Promise<ChatMessageRow[]> {
    const rows: ChatMessageRow[] = last
      ? await this.manager.query(
          `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1
            ORDER BY "seq" DESC LIMIT $2) recent ORDER BY "seq"`,
          [sessionId, last],
        )
      : await this.manager.query(
          `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "session_id" = $1 ORDER BY "seq"`,
          [sessionId],
        );
    return rows;
  }

  /** One reply of the session (the companion's, never the person's words). */
  async reply(sessionId: string, id: string): Promise<ChatMessageRow | undefined> {
    const rows: ChatMessageRow[] = await this.manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages"
        WHERE "id" = $1 AND "session_id" = $2 AND "role" = 'assistant'`,
      [id, sessionId],
    );
    return rows[0];
  }

  /** A reply cut short: it keeps only what was heard, marked interrupted. */
  async markInterrupted(id: string, contentEnc: string): Promise<ChatMessageRow> {
    const updated: [ChatMessageRow[], number] = await this.manager.query(
      `UPDATE "sessions"."chat_messages" SET "content_enc" = $2, "interrupted" = true
        WHERE "id" = $1 RETURNING ${MESSAGE_COLUMNS}`,
      [id, contentEnc],
    );
    return updated[0][0]!;
  }

  async ofUser(userId: string): Promise<ChatMessageRow[]> {
    return this.manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages" WHERE "user_id" = $1 ORDER BY "session_id", "seq"`,
      [userId],
    );
  }

  async deleteOf(sessionId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "sessions"."chat_messages" WHERE "session_id" = $1`, [sessionId]);
  }
}
