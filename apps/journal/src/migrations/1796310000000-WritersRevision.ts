import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * journal.writers becomes a copy kept by `auth.preferences.changed.v1`: the revision of auth's row
 * it holds. Rows copied before the events existed get -1 (read from auth once more, then kept);
 * 0 is a row read from auth, 1 and up came with an event.
 */
export class WritersRevision1796310000000 implements MigrationInterface {
  name = 'WritersRevision1796310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "journal"."writers" ADD COLUMN "revision" integer NOT NULL DEFAULT -1`);
    await runner.query(`ALTER TABLE "journal"."writers" ALTER COLUMN "revision" SET DEFAULT 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "journal"."writers" DROP COLUMN "revision"`);
  }
}
