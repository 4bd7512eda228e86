import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ids of deleted accounts (the id only, nothing else): an event about such an account that was
 * still in flight when it was deleted (a session's end, a rating, a booster) must not bring its
 * statistics back.
 */
export class CreateDeletedUsers1796200000000 implements MigrationInterface {
  name = 'CreateDeletedUsers1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "journal"."deleted_users" (
      "user_id" uuid PRIMARY KEY,
      "deleted_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "journal"."deleted_users"`);
  }
}
