import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's plan grant (DECISIONS.md "Admin": Lite only this way; shown as "granted"): when it was
 * given. A payment, a refund or the end of the plan clears it. Who and why are in the admin audit log.
 */
export class RecordPlanGrants1796000000200 implements MigrationInterface {
  name = 'RecordPlanGrants1796000000200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."user_subscriptions" ADD COLUMN "granted_at" timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."user_subscriptions" DROP COLUMN "granted_at"`);
  }
}
