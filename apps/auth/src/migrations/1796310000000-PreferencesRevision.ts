import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A revision on user_preferences, one more at every change: `auth.preferences.changed.v1` carries
 * it so a service that keeps the time zone and language (journal's writers) keeps the newest.
 */
export class PreferencesRevision1796310000000 implements MigrationInterface {
  name = 'PreferencesRevision1796310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "auth"."user_preferences" ADD COLUMN "revision" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."user_preferences" DROP COLUMN "revision"`);
  }
}
