import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal. Titles, contents and the analysis's sentences are AES-256-GCM under the writer's
 * own data key; mood, tags and emotion tags stay readable because search and insights count them.
 */
export class CreateJournal1764400000000 implements MigrationInterface {
  name = 'CreateJournal1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "journal"."data_keys" (
      "user_id" uuid PRIMARY KEY,
      "wrapped_key" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "journal"."writers" (
      "user_id" uuid PRIMARY KEY,
      "timezone" text NOT NULL,
      "language" text NOT NULL CHECK ("language" IN ('en', 'ko')),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "journal"."journal_entries" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "title_enc" text,
      "content_enc" text NOT NULL,
      "mood" text,
      "tags" text[] NOT NULL DEFAULT '{}',
      "is_private" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "journal_entries_user_idx" ON "journal"."journal_entries" ("user_id", "created_at" DESC, "id")`,
    );
    await runner.query(`CREATE TABLE "journal"."journal_entry_analysis" (
      "entry_id" uuid PRIMARY KEY REFERENCES "journal"."journal_entries" ("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "mood_tag" text,
      "emotion_tags" text[] NOT NULL DEFAULT '{}',
      "details_enc" text NOT NULL,
      "written_by" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "journal_entry_analysis_user_idx" ON "journal"."journal_entry_analysis" ("user_id")`,
    );
    await runner.query(`CREATE TABLE "journal"."daily_prompts" (
      "user_id" uuid NOT NULL,
      "day" date NOT NULL,
      "prompt" text NOT NULL,
      "generation" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("user_id", "day")
    )`);
    await runner.query(`CREATE TABLE "journal"."weekly_summaries" (
      "user_id" uuid NOT NULL,
      "week_start" date NOT NULL,
      "summary_enc" text NOT NULL,
      "tone_tags" text[] NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "week_start")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'weekly_summaries',
      'daily_prompts',
      'journal_entry_analysis',
      'journal_entries',
      'writers',
      'data_keys',
    ])
      await runner.query(`DROP TABLE "journal"."${table}"`);
  }
}
