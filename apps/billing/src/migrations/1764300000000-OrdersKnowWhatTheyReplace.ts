import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order remembers the plan it was priced against (`priced_from_plan_id`), so a confirm can
 * tell that the plan change still makes sense; `superseded` closes an order a newer checkout or a
 * plan change replaced; `voided_at` says a payment Toss approved for a refused order was cancelled.
 */
export class OrdersKnowWhatTheyReplace1764300000000 implements MigrationInterface {
  name = 'OrdersKnowWhatTheyReplace1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "billing"."payment_orders" ADD "priced_from_plan_id" text
         CONSTRAINT "payment_orders_priced_from_plan_id_check" CHECK ("priced_from_plan_id" IN ('free', 'lite', 'plus', 'pro'))`,
    );
    await runner.query(`ALTER TABLE "billing"."payment_orders" ADD "voided_at" timestamptz`);
    await runner.query(
      `ALTER TABLE "billing"."payment_orders" DROP CONSTRAINT "payment_orders_status_check"`,
    );
    await runner.query(
      `ALTER TABLE "billing"."payment_orders" ADD CONSTRAINT "payment_orders_status_check"
         CHECK ("status" IN ('pending', 'in_progress', 'done', 'failed', 'expired', 'refunded', 'superseded'))`,
    );
    // The reconciliation's other half: superseded orders that may still hold a charge at Toss.
    await runner.query(
      `CREATE INDEX "payment_orders_superseded_in_flight_idx" ON "billing"."payment_orders" ("updated_at")
        WHERE "failure_code" = 'superseded_in_flight'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "billing"."payment_orders_superseded_in_flight_idx"`);
    await runner.query(
      `UPDATE "billing"."payment_orders" SET "status" = 'expired' WHERE "status" = 'superseded'`,
    );
    await runner.query(
      `ALTER TABLE "billing"."payment_orders" DROP CONSTRAINT "payment_orders_status_check"`,
    );
    await runner.query(
      `ALTER TABLE "billing"."payment_orders" ADD CONSTRAINT "payment_orders_status_check"
         CHECK ("status" IN ('pending', 'in_progress', 'done', 'failed', 'expired', 'refunded'))`,
    );
    await runner.query(`ALTER TABLE "billing"."payment_orders" DROP COLUMN "voided_at"`);
    await runner.query(`ALTER TABLE "billing"."payment_orders" DROP COLUMN "priced_from_plan_id"`);
  }
}
