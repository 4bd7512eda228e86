import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763800000000 implements MigrationInterface {
  name = 'CreateAccounts1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await runner.query(`ALTER TABLE "auth"."users"
      ADD COLUMN "email_confirmed_at" timestamptz,
      ADD COLUMN "last_sign_in_at" timestamptz,
      ADD COLUMN "password_changed_at" timestamptz`);
    await runner.query(`CREATE TABLE "auth"."user_profiles" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL UNIQUE REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "full_name" text NOT NULL DEFAULT '',
      "timezone" text NOT NULL DEFAULT 'UTC',
      "language" text NOT NULL DEFAULT 'en',
      "theme_preference" text NOT NULL DEFAULT 'light',
      "notification_preferences" jsonb NOT NULL DEFAULT '{"email": true, "push": false, "sms": false}',
      "onboarding_completed" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "auth"."user_preferences" (
      "user_id" uuid PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "voice_profile" text NOT NULL DEFAULT 'default_femme',
      "session_mode" text NOT NULL DEFAULT 'classic',
      "gen_mode" text NOT NULL DEFAULT 'Gen Z',
      "language" text NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'ko')),
      "dark_mode" boolean NOT NULL DEFAULT false,
      "notifications" boolean NOT NULL DEFAULT true,
      "timezone" text NOT NULL DEFAULT 'UTC',
      "currency" text NOT NULL DEFAULT 'USD' CHECK ("currency" IN ('USD', 'KRW', 'EUR', 'GBP', 'JPY')),
      "has_onboarded" boolean NOT NULL DEFAULT false,
      "tone_preference" text NOT NULL DEFAULT 'genz' CHECK ("tone_preference" IN ('normal', 'genz')),
      "onboarding_context" jsonb,
      "analytics_consent" boolean NOT NULL DEFAULT true,
      "data_retention_consent" boolean NOT NULL DEFAULT true,
      "marketing_consent" boolean NOT NULL DEFAULT false,
      "voice_id" text,
      "is_gen_z" boolean NOT NULL DEFAULT true,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "auth"."user_context" (
      "user_id" uuid PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "current_situation" text NOT NULL DEFAULT '',
      "calming_factors" text NOT NULL DEFAULT '',
      "overwhelming_factors" text NOT NULL DEFAULT '',
      "additional_notes" text NOT NULL DEFAULT '',
      "goals" text NOT NULL DEFAULT '',
      "challenges" text NOT NULL DEFAULT '',
      "preferred_tone" text NOT NULL DEFAULT 'genz' CHECK ("preferred_tone" IN ('normal', 'genz')),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "auth"."consents" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('terms', 'sensitive_data', 'age')),
      "version" text NOT NULL,
      "granted_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "consents_user_idx" ON "auth"."consents" ("user_id")`);
    await runner.query(`CREATE TABLE "auth"."admin_users" (
      "user_id" uuid PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "role" text NOT NULL DEFAULT 'admin' CHECK ("role" = 'admin'),
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "auth"."sessions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "user_agent" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz NOT NULL DEFAULT now(),
      "revoked_at" timestamptz,
      "revoked_reason" text
    )`);
    await runner.query(
      `CREATE INDEX "sessions_user_active_idx" ON "auth"."sessions" ("user_id") WHERE "revoked_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "auth"."refresh_tokens" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "session_id" uuid NOT NULL REFERENCES "auth"."sessions" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL UNIQUE,
      "parent_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz
    )`);
    await runner.query(`CREATE INDEX "refresh_tokens_session_idx" ON "auth"."refresh_tokens" ("session_id")`);
    await runner.query(`CREATE TABLE "auth"."password_reset_tokens" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL UNIQUE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz
    )`);
    await runner.query(`CREATE TABLE "auth"."oauth_identities" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "provider" text NOT NULL CHECK ("provider" IN ('google', 'kakao')),
      "subject" text NOT NULL,
      "email" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("provider", "subject")
    )`);
    await runner.query(`CREATE TABLE "auth"."security_events" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid,
      "event_type" text NOT NULL,
      "event_data" jsonb NOT NULL DEFAULT '{}',
      "ip_address" inet,
      "user_agent" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "security_events_user_idx" ON "auth"."security_events" ("user_id", "created_at")`,
    );
    await runner.query(`CREATE TABLE "auth"."signing_keys" (
      "kid" text PRIMARY KEY,
      "algorithm" text NOT NULL,
      "public_jwk" jsonb NOT NULL,
      "private_key" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "retired_at" timestamptz
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'signing_keys',
      'security_events',
      'oauth_identities',
      'password_reset_tokens',
      'refresh_tokens',
      'sessions',
      'admin_users',
      'consents',
      'user_context',
      'user_preferences',
      'user_profiles',
    ])
      await runner.query(`DROP TABLE "auth"."${table}"`);
    await runner.query(
      `ALTER TABLE "auth"."users" DROP COLUMN "email_confirmed_at", DROP COLUMN "last_sign_in_at", DROP COLUMN "password_changed_at"`,
    );
    await runner.query(`DELETE FROM "auth"."users" WHERE "password_hash" IS NULL`);
    await runner.query(`ALTER TABLE "auth"."users" ALTER COLUMN "password_hash" SET NOT NULL`);
  }
}
