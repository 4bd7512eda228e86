import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account deletion: a deleted account keeps a minimal users row (id, deleted_at) until the purge,
 * and its e-mail no longer blocks a new sign-up (the unique index covers live accounts only).
 */
export class AddAccountDeletion1763900000000 implements MigrationInterface {
  name = 'AddAccountDeletion1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ADD COLUMN "deleted_at" timestamptz`);
    await runner.query(`DROP INDEX "auth"."users_email_key"`);
    await runner.query(
      `CREATE UNIQUE INDEX "users_email_key" ON "auth"."users" (lower("email")) WHERE "deleted_at" IS NULL`,
    );
    await runner.query(
      `CREATE INDEX "users_deleted_at_idx" ON "auth"."users" ("deleted_at") WHERE "deleted_at" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "auth"."users_deleted_at_idx"`);
    await runner.query(`DROP INDEX "auth"."users_email_key"`);
    // Deleted accounts hold no personal data and only wait for the purge; without the column they
    // would look live again and could collide with a re-used e-mail.
    await runner.query(
      `DELETE FROM "auth"."security_events" WHERE "user_id" IN (SELECT "id" FROM "auth"."users" WHERE "deleted_at" IS NOT NULL)`,
    );
    await runner.query(`DELETE FROM "auth"."users" WHERE "deleted_at" IS NOT NULL`);
    await runner.query(`CREATE UNIQUE INDEX "users_email_key" ON "auth"."users" (lower("email"))`);
    await runner.query(`ALTER TABLE "auth"."users" DROP COLUMN "deleted_at"`);
  }
}
