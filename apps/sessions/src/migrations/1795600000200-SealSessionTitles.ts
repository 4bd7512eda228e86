import { forEachRow, migrationDataKeys } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

const SESSIONS = '"sessions"."chat_sessions"';

/**
 * A session's generated title and mood tags come from the person's words, so they
 * are sealed with the person's data key like the summary. Existing rows are sealed in batches (a
 * row with its title sealed is not selected again); the plain columns are then dropped.
 */
export class SealSessionTitles1795600000200 implements MigrationInterface {
  name = 'SealSessionTitles1795600000200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${SESSIONS} ADD COLUMN "title_enc" text, ADD COLUMN "mood_tags_enc" text[] NOT NULL DEFAULT '{}'`,
    );
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'sessions');
    await forEachRow<{ id: string; user_id: string; title: string; mood_tags: string[] }>(
      runner,
      {
        table: SESSIONS,
        key: 'id',
        columns: '"id", "user_id", "title", "mood_tags"',
        where: '"title_enc" IS NULL',
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(`UPDATE ${SESSIONS} SET "title_enc" = $2, "mood_tags_enc" = $3 WHERE "id" = $1`, [
          row.id,
          cipher.seal(row.title),
          row.mood_tags.map((tag) => cipher.seal(tag)),
        ]);
      },
    );
    await runner.query(
      `ALTER TABLE ${SESSIONS} ALTER COLUMN "title_enc" SET NOT NULL, DROP COLUMN "title", DROP COLUMN "mood_tags"`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${SESSIONS} ADD COLUMN "title" text, ADD COLUMN "mood_tags" text[] NOT NULL DEFAULT '{}'`,
    );
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'sessions');
    await forEachRow<{ id: string; user_id: string; title_enc: string; mood_tags_enc: string[] }>(
      runner,
      { table: SESSIONS, key: 'id', columns: '"id", "user_id", "title_enc", "mood_tags_enc"' },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(`UPDATE ${SESSIONS} SET "title" = $2, "mood_tags" = $3 WHERE "id" = $1`, [
          row.id,
          cipher.open(row.title_enc),
          row.mood_tags_enc.map((tag) => cipher.open(tag)),
        ]);
      },
    );
    await runner.query(
      `ALTER TABLE ${SESSIONS} ALTER COLUMN "title" SET NOT NULL, DROP COLUMN "title_enc", DROP COLUMN "mood_tags_enc"`,
    );
  }
}
