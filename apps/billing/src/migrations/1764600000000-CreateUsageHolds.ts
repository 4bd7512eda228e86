import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usage is reserved before it is used (issue 21): a hold is one of the month's sessions or one of
 * the day's texts, already in the counters, that a reply has not yet made final. A hold lives
 * until its reply keeps it (the row goes, the count stays) or it is given back (the row goes, the
 * count with it); `expires_at` gives back the holds of a sessions service that died mid-reply.
 * `period` is the month (sessions) or the day (texts) whose counter the hold is in.
 */
export class CreateUsageHolds1764600000000 implements MigrationInterface {
  name = 'CreateUsageHolds1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."usage_holds" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('session', 'text')),
      "session_type" text NOT NULL CHECK ("session_type" IN ('text', 'voice')),
      "period" date NOT NULL,
      "pinned" boolean NOT NULL DEFAULT false,
      "expires_at" timestamptz NOT NULL
    )`);
    await runner.query(
      `CREATE INDEX "usage_holds_user_expiry_idx" ON "billing"."usage_holds" ("user_id", "expires_at")`,
    );
    await runner.query(`CREATE TABLE "billing"."daily_texts" (
      "user_id" uuid NOT NULL,
      "day" date NOT NULL,
      "used" integer NOT NULL CHECK ("used" >= 0),
      PRIMARY KEY ("user_id", "day")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."daily_texts"`);
    await runner.query(`DROP TABLE "billing"."usage_holds"`);
  }
}
