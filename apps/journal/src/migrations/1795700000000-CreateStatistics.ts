import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The statistics kept from events (spec 001 §3 user_session_analytics, user_feature_usage,
 * user_activity_logs): counts, kinds and times, never anyone's words, so nothing is sealed. Each row
 * is written by an inbox consumer, so a redelivered event counts once.
 */
export class CreateStatistics1795700000000 implements MigrationInterface {
  name = 'CreateStatistics1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    // One row per session: the end and the rating come by two events that may arrive in either order.
    await runner.query(`CREATE TABLE "journal"."user_session_analytics" (
      "session_id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "session_type" text CHECK ("session_type" IN ('text', 'voice')),
      "messages_count" integer CHECK ("messages_count" >= 0),
      "duration_seconds" integer CHECK ("duration_seconds" >= 0),
      "mood_direction" text CHECK ("mood_direction" IN ('lighter', 'same', 'heavier', 'unclear')),
      "started_at" timestamptz,
      "ended_at" timestamptz,
      "satisfaction_rating" smallint CHECK ("satisfaction_rating" BETWEEN 1 AND 10),
      "rated_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "user_session_analytics_ended_idx" ON "journal"."user_session_analytics" ("user_id", "ended_at" DESC)
         WHERE "ended_at" IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX "user_session_analytics_rated_idx" ON "journal"."user_session_analytics" ("user_id", "rated_at" DESC)
         WHERE "satisfaction_rating" IS NOT NULL`,
    );
    await runner.query(`CREATE TABLE "journal"."user_feature_usage" (
      "user_id" uuid NOT NULL,
      "feature_name" text NOT NULL,
      "usage_count" integer NOT NULL DEFAULT 0,
      "last_used_at" timestamptz NOT NULL,
      PRIMARY KEY ("user_id", "feature_name")
    )`);
    await runner.query(`CREATE TABLE "journal"."user_activity_logs" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('booster', 'journal', 'plan')),
      "ref" text,
      "occurred_at" timestamptz NOT NULL
    )`);
    await runner.query(
      `CREATE INDEX "user_activity_logs_user_idx" ON "journal"."user_activity_logs" ("user_id", "occurred_at" DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "journal"."user_activity_logs"`);
    await runner.query(`DROP TABLE "journal"."user_feature_usage"`);
    await runner.query(`DROP TABLE "journal"."user_session_analytics"`);
  }
}
