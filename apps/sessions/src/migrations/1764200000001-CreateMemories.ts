import { MigrationInterface, QueryRunner } from 'typeorm';

/** What the companion remembers across sessions, sealed like the messages, and the person's switch. */
export class CreateMemories1764200000001 implements MigrationInterface {
  name = 'CreateMemories1764200000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "sessions"."memories" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "session_id" uuid REFERENCES "sessions"."chat_sessions" ("id") ON DELETE CASCADE,
      "content_enc" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "memories_user_idx" ON "sessions"."memories" ("user_id", "created_at" DESC)`,
    );
    await runner.query(`CREATE INDEX "memories_session_idx" ON "sessions"."memories" ("session_id")`);
    await runner.query(`CREATE TABLE "sessions"."memory_settings" (
      "user_id" uuid PRIMARY KEY,
      "enabled" boolean NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"."memory_settings"`);
    await runner.query(`DROP TABLE "sessions"."memories"`);
  }
}
