import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The server's speech of a reply, a sealed clip a sentence, so a voice transcript can play what was
 * said. A clip is made before its reply is saved (the reply is spoken while it streams), so it is
 * named by the page's turn id first and joined to the reply when the page reports it spoken.
 */
export class CreateVoiceClips1764300000000 implements MigrationInterface {
  name = 'CreateVoiceClips1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "sessions"."voice_clips" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "session_id" uuid NOT NULL REFERENCES "sessions"."chat_sessions" ("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "turn_id" uuid NOT NULL,
      "part" smallint NOT NULL,
      "message_id" uuid REFERENCES "sessions"."chat_messages" ("id") ON DELETE CASCADE,
      "audio_enc" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("session_id", "turn_id", "part")
    )`);
    await runner.query(
      `CREATE INDEX "voice_clips_message_idx" ON "sessions"."voice_clips" ("message_id", "part")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"."voice_clips"`);
  }
}
