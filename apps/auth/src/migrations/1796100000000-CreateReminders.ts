import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self-care reminders (issue 24): the time (in the person's zone) and weekdays of a gentle check-in,
 * off by default; `stop_key` signs the e-mail's stop link; `last_sent_on` (the person's local day)
 * makes the pass send once a day. Push subscriptions are one row per device (its endpoint).
 * Both deleted with the account.
 */
export class CreateReminders1796100000000 implements MigrationInterface {
  name = 'CreateReminders1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."reminder_settings" (
      "user_id" uuid PRIMARY KEY,
      "enabled" boolean NOT NULL DEFAULT false,
      "local_time" time NOT NULL DEFAULT '20:00',
      "weekdays" smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6,7}',
      "stop_key" bytea NOT NULL,
      "last_sent_on" date,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "reminder_settings_enabled_idx" ON "auth"."reminder_settings" ("local_time") WHERE "enabled"`,
    );
    await runner.query(`CREATE TABLE "auth"."push_subscriptions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "endpoint" text NOT NULL UNIQUE CHECK (char_length("endpoint") <= 1000),
      "p256dh" text NOT NULL,
      "auth" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "push_subscriptions_user_idx" ON "auth"."push_subscriptions" ("user_id")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."push_subscriptions"`);
    await runner.query(`DROP TABLE "auth"."reminder_settings"`);
  }
}
