import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans (seeded: spec §3) and one subscription row per user, created for every
 * customer billing already knows. KRW = round(usd × 1340); annual = 10 × monthly.
 */
export class CreatePlansAndSubscriptions1764100000000 implements MigrationInterface {
  name = 'CreatePlansAndSubscriptions1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."plans" (
      "id" text PRIMARY KEY CHECK ("id" IN ('free', 'lite', 'plus', 'pro')),
      "name" text NOT NULL,
      "description" text NOT NULL,
      "description_ko" text NOT NULL,
      "price_usd" numeric(10, 2) NOT NULL CHECK ("price_usd" >= 0),
      "price_krw" integer NOT NULL CHECK ("price_krw" >= 0),
      "price_krw_annual" integer NOT NULL CHECK ("price_krw_annual" >= 0),
      "active" boolean NOT NULL DEFAULT true,
      "hidden" boolean NOT NULL DEFAULT false,
      "rank" smallint NOT NULL UNIQUE,
      "features" jsonb NOT NULL DEFAULT '[]',
      "monthly_sessions" integer NOT NULL CHECK ("monthly_sessions" >= 0),
      "session_minutes" integer NOT NULL CHECK ("session_minutes" > 0),
      "daily_texts" integer CHECK ("daily_texts" >= 0),
      "emoji_icon" text NOT NULL,
      "is_most_popular" boolean NOT NULL DEFAULT false
    )`);
    await runner.query(`INSERT INTO "billing"."plans"
      ("id", "name", "description", "description_ko", "price_usd", "price_krw", "price_krw_annual", "hidden", "rank",
       "features", "monthly_sessions", "session_minutes", "daily_texts", "emoji_icon", "is_most_popular") VALUES
      ('free', 'Free', 'A gentle place to start', '부담 없이 시작하는 공간', 0, 0, 0, false, 0,
       '["sessions", "journal", "habits"]', 3, 10, 20, '🌱', false),
      ('lite', 'Lite', 'A little more room to talk', '조금 더 여유 있게 이야기하기', 4.99, 6687, 66870, true, 1,
       '["sessions", "journal", "habits"]', 5, 15, 30, '🌿', false),
      ('plus', 'Plus', 'More time, mood boosters and your history', '더 긴 대화, 무드 부스터, 대화 기록', 9.99, 13387, 133870, false, 2,
       '["sessions", "journal", "habits", "mood-boosters", "history"]', 10, 20, 50, '🌷', true),
      ('pro', 'Pro', 'Everything, with unlimited texts', '무제한 메시지와 모든 기능', 19.99, 26787, 267870, false, 3,
       '["sessions", "journal", "habits", "mood-boosters", "history", "full-insights", "mentor-support", "unlimited-text"]', 20, 30, NULL, '🌳', false)`);

    await runner.query(`CREATE TABLE "billing"."user_subscriptions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL UNIQUE,
      "plan_id" text NOT NULL CHECK ("plan_id" IN ('free', 'lite', 'plus', 'pro')),
      "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'trial', 'pending', 'cancelled')),
      "billing_period" text NOT NULL DEFAULT 'monthly' CHECK ("billing_period" IN ('monthly', 'annual')),
      "payment_currency" text NOT NULL DEFAULT 'USD',
      "sessions_used" integer NOT NULL DEFAULT 0 CHECK ("sessions_used" >= 0),
      "voice_sessions_used" integer NOT NULL DEFAULT 0 CHECK ("voice_sessions_used" >= 0),
      "text_sessions_used" integer NOT NULL DEFAULT 0 CHECK ("text_sessions_used" >= 0),
      "last_reset_date" date NOT NULL,
      "current_period_start" timestamptz,
      "ends_at" timestamptz,
      "scheduled_plan_id" text CHECK ("scheduled_plan_id" IN ('free', 'lite', 'plus', 'pro')),
      "cancel_reason" text,
      "cancel_feedback" text,
      "cancelled_at" timestamptz,
      "default_payment_method_id" uuid,
      "renewal_failures" smallint NOT NULL DEFAULT 0,
      "next_renewal_attempt_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    ) WITH (fillfactor = 80)`);
    // The renewal job reads what is due. The monthly reset rewrites every row in one UPDATE: the free
    // space (fillfactor) lets Postgres keep the new versions in place, without touching the indexes.
    await runner.query(
      `CREATE INDEX "user_subscriptions_ends_at_idx" ON "billing"."user_subscriptions" ("ends_at") WHERE "ends_at" IS NOT NULL`,
    );
    await runner.query(`INSERT INTO "billing"."user_subscriptions" ("user_id", "plan_id", "last_reset_date")
      SELECT "user_id", 'free', (now() AT TIME ZONE 'Asia/Seoul')::date FROM "billing"."customers" ON CONFLICT ("user_id") DO NOTHING`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."user_subscriptions"`);
    await runner.query(`DROP TABLE "billing"."plans"`);
  }
}
