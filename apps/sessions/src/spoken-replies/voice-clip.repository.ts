import type { EntityManager } from 'typeorm';

/** More clips than any session could speak; past it a session keeps no more audio. */
const SESSION_CLIPS_MAX = 2000;

/** The SQL of voice clips; every read of a person's clips is scoped by the owner's id. */
export class VoiceClipRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Keeps a clip once (a retried sentence is not kept twice), within the session's bound. */
  async add(clip: {
    sessionId: string;
    userId: string;
    turnId: string;
    part: number;
    audioEnc: string;
  }): Promise<boolean> {
    const [, count]: [unknown, number] = await this.manager.query(
      `INSERT INTO "sessions"."voice_clips" ("session_id", "user_id", "turn_id", "part", "audio_enc")
       SELECT $1, $2, $3, $4, $5
        WHERE (SELECT count(*) FROM "sessions"."voice_clips" WHERE "session_id" = $1) < $6
       ON CONFLICT ("session_id", "turn_id", "part") DO NOTHING`,
      [clip.sessionId, clip.userId, clip.turnId, clip.part, clip.audioEnc, SESSION_CLIPS_MAX],
    );
    return count > 0;
  }

  /** Joins the clips of a turn to the reply they spoke. */
  async attach(input: {
    sessionId: string;
    userId: string;
    turnId: string;
    messageId: string;
  }): Promise<void> {
    await this.manager.query(
      `UPDATE "sessions"."voice_clips" SET "message_id" = $4
        WHERE "session_id" = $1 AND "user_id" = $2 AND "turn_id" = $3 AND "message_id" IS NULL`,
      [input.sessionId, input.userId, input.turnId, input.messageId],
    );
  }

  /** The `index`th kept clip of a reply, in speaking order. */
  async clip(
    userId: string,
    sessionId: string,
    messageId: string,
    part: number,
  ): Promise<string | undefined> {
    const rows: { audio_enc: string }[] = await this.manager.query(
      `SELECT "audio_enc" FROM "sessions"."voice_clips"
        WHERE "session_id" = $1 AND "message_id" = $2 AND "user_id" = $3
        ORDER BY "part" OFFSET $4 LIMIT 1`,
      [sessionId, messageId, userId, part],
    );
    return rows[0]?.audio_enc;
  }

  /** How many sentences of each spoken reply are kept as audio (parts 0 … n-1, in order). */
  async partsOf(sessionId: string): Promise<Map<string, number>> {
    const rows: { message_id: string; parts: number }[] = await this.manager.query(
      `SELECT "message_id", count(*) AS "parts" FROM "sessions"."voice_clips"
        WHERE "session_id" = $1 AND "message_id" IS NOT NULL GROUP BY "message_id"`,
      [sessionId],
    );
    return new Map(rows.map((r) => [r.message_id, Number(r.parts)]));
  }

  /** Clips never joined to a reply (the page left before saying so), and all of them when no transcript is kept. */
  async dropLoose(sessionId: string, all: boolean): Promise<void> {
    await this.manager.query(
      `DELETE FROM "sessions"."voice_clips"
        WHERE "session_id" = $1 AND ($2 OR ("message_id" IS NULL AND "created_at" < now() - interval '10 minutes'))`,
      [sessionId, all],
    );
  }
}
