import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders sent to Toss, the cards behind billing keys, and invoices (one per charge). Orders and
 * invoices are payment records: kept 5 years, pseudonymised when the account is deleted,
 * so their user_id may become NULL.
 */
export class CreatePayments1764100000002 implements MigrationInterface {
  name = 'CreatePayments1764100000002';

  async up(runner: QueryRunner): Promise<void> {
    // Toss's customerKey: unguessable and stable per user, never the user id itself.
    await runner.query(
      `ALTER TABLE "billing"."user_subscriptions" ADD "customer_key" uuid NOT NULL DEFAULT gen_random_uuid()`,
    );
    // Existing rows got theirs; new rows get one from the insert that creates them.
    await runner.query(`ALTER TABLE "billing"."user_subscriptions" ALTER COLUMN "customer_key" DROP DEFAULT`);
    await runner.query(
      `ALTER TABLE "billing"."user_subscriptions" ADD CONSTRAINT "user_subscriptions_customer_key_key" UNIQUE ("customer_key")`,
    );
    await runner.query(`CREATE TABLE "billing"."payment_orders" (
      "order_id" text PRIMARY KEY CHECK ("order_id" ~ '^[A-Za-z0-9_-]{6,64}$'),
      "user_id" uuid,
      "kind" text NOT NULL CHECK ("kind" IN ('checkout', 'renewal', 'add-card')),
      "plan_id" text CHECK ("plan_id" IN ('free', 'lite', 'plus', 'pro')),
      "billing_period" text NOT NULL CHECK ("billing_period" IN ('monthly', 'annual')),
      "amount" integer NOT NULL CHECK ("amount" >= 0),
      "order_name" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending'
        CHECK ("status" IN ('pending', 'in_progress', 'done', 'failed', 'expired', 'refunded')),
      "payment_key" text,
      "payment_method_id" uuid,
      "failure_code" text,
      "failure_message" text,
      "period_start" timestamptz,
      "period_end" timestamptz,
      "approved_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "payment_orders_user_idx" ON "billing"."payment_orders" ("user_id", "created_at" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "payment_orders_open_idx" ON "billing"."payment_orders" ("updated_at") WHERE "status" IN ('pending', 'in_progress')`,
    );
    await runner.query(`CREATE TABLE "billing"."payment_methods" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "billing_key" text NOT NULL UNIQUE,
      "card_brand" text NOT NULL,
      "card_last4" text NOT NULL,
      "card_exp_month" smallint,
      "card_exp_year" smallint,
      "is_default" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "billing"."payment_methods" ("user_id") WHERE "is_default"`,
    );
    await runner.query(`CREATE TABLE "billing"."invoices" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid,
      "order_id" text NOT NULL UNIQUE,
      "plan_id" text NOT NULL CHECK ("plan_id" IN ('free', 'lite', 'plus', 'pro')),
      "plan_name" text NOT NULL,
      "billing_period" text NOT NULL CHECK ("billing_period" IN ('monthly', 'annual')),
      "amount" integer NOT NULL CHECK ("amount" >= 0),
      "status" text NOT NULL CHECK ("status" IN ('paid', 'pending', 'failed', 'refunded')),
      "payment_key" text,
      "card_brand" text,
      "card_last4" text,
      "period_start" timestamptz,
      "period_end" timestamptz,
      "refunded_at" timestamptz,
      "refund_reason" text,
      "pseudonymised_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "invoices_user_idx" ON "billing"."invoices" ("user_id", "created_at" DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."invoices"`);
    await runner.query(`DROP TABLE "billing"."payment_methods"`);
    await runner.query(`DROP TABLE "billing"."payment_orders"`);
    await runner.query(`ALTER TABLE "billing"."user_subscriptions" DROP COLUMN "customer_key"`);
  }
}
