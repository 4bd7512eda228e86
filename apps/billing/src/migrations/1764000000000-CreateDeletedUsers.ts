import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tombstones of deleted accounts: a user.registered that arrives after user.deleted must not bring the customer back. */
export class CreateDeletedUsers1764000000000 implements MigrationInterface {
  name = 'CreateDeletedUsers1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."deleted_users" (
      "user_id" uuid PRIMARY KEY,
      "deleted_at" timestamptz NOT NULL
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."deleted_users"`);
  }
}
