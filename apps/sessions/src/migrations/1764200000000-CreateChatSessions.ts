import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The companion's sessions and messages. What a person wrote (messages, the preview, the summary)
 * is AES-256-GCM under their own data key; deleting the key row makes it unreadable for good.
 */
export class CreateChatSessions1764200000000 implements MigrationInterface {
  name = 'CreateChatSessions1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "sessions"."data_keys" (
      "user_id" uuid PRIMARY KEY,
      "wrapped_key" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "sessions"."chat_sessions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "session_type" text NOT NULL CHECK ("session_type" IN ('text', 'voice')),
      "tone" text NOT NULL CHECK ("tone" IN ('normal', 'genz')),
      "language" text NOT NULL CHECK ("language" IN ('en', 'ko')),
      "voice_id" text,
      "title" text NOT NULL,
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "last_message_at" timestamptz NOT NULL DEFAULT now(),
      "closes_at" timestamptz NOT NULL,
      "ended_at" timestamptz,
      "end_reason" text CHECK ("end_reason" IN ('ended', 'left', 'time_up', 'replaced')),
      "summary_enc" text,
      "preview_enc" text,
      "mood_tags" text[] NOT NULL DEFAULT '{}',
      "message_count" integer NOT NULL DEFAULT 0,
      "usage_counted" boolean NOT NULL DEFAULT false,
      "crisis_shown" boolean NOT NULL DEFAULT false
    )`);
    await runner.query(
      `CREATE INDEX "chat_sessions_user_started_idx" ON "sessions"."chat_sessions" ("user_id", "started_at" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "chat_sessions_open_idx" ON "sessions"."chat_sessions" ("user_id") WHERE "ended_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "sessions"."chat_messages" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "session_id" uuid NOT NULL REFERENCES "sessions"."chat_sessions" ("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "seq" integer NOT NULL,
      "role" text NOT NULL CHECK ("role" IN ('user', 'assistant')),
      "content_enc" text NOT NULL,
      "crisis" boolean NOT NULL DEFAULT false,
      "interrupted" boolean NOT NULL DEFAULT false,
      "counts_as_text" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("session_id", "seq")
    )`);
    // Daily texts: the user's counted messages since the start of the day.
    await runner.query(
      `CREATE INDEX "chat_messages_daily_texts_idx" ON "sessions"."chat_messages" ("user_id", "created_at") WHERE "counts_as_text"`,
    );
    await runner.query(`CREATE INDEX "chat_messages_user_idx" ON "sessions"."chat_messages" ("user_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"."chat_messages"`);
    await runner.query(`DROP TABLE "sessions"."chat_sessions"`);
    await runner.query(`DROP TABLE "sessions"."data_keys"`);
  }
}
