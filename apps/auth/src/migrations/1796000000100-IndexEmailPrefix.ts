import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's user list: e-mail prefix search in any case, in keyset order (lower(email),
 * id). In the "C" collation one index serves `LIKE 'abc%'` (a range), the order and the keyset
 * comparison; text_pattern_ops would serve the LIKE but not the ORDER BY.
 */
export class IndexEmailPrefix1796000000100 implements MigrationInterface {
  name = 'IndexEmailPrefix1796000000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX "users_email_prefix_idx" ON "auth"."users" (lower("email") COLLATE "C", "id") WHERE "deleted_at" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "auth"."users_email_prefix_idx"`);
  }
}
