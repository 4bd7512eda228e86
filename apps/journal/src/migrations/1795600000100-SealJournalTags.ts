import { forEachRow, migrationDataKeys } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

const ENTRIES = '"journal"."journal_entries"';

/**
 * An entry's tags sealed one by one with the writer's data key (tags_enc), beside a
 * keyed blind index of each (tag_index, UserCipher.blindIndex) for the filter by tag. Existing tags
 * are sealed in batches; a sealed row's plain tags are emptied at once, so no row is sealed twice.
 */
export class SealJournalTags1795600000100 implements MigrationInterface {
  name = 'SealJournalTags1795600000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${ENTRIES} ADD COLUMN "tags_enc" text[] NOT NULL DEFAULT '{}', ADD COLUMN "tag_index" text[] NOT NULL DEFAULT '{}'`,
    );
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'journal');
    await forEachRow<{ id: string; user_id: string; tags: string[] }>(
      runner,
      { table: ENTRIES, key: 'id', columns: '"id", "user_id", "tags"', where: 'cardinality("tags") > 0' },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE ${ENTRIES} SET "tags_enc" = $2, "tag_index" = $3, "tags" = '{}' WHERE "id" = $1`,
          [row.id, row.tags.map((t) => cipher.seal(t)), row.tags.map((t) => cipher.blindIndex(t))],
        );
      },
    );
    await runner.query(`ALTER TABLE ${ENTRIES} DROP COLUMN "tags"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${ENTRIES} ADD COLUMN "tags" text[] NOT NULL DEFAULT '{}'`);
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'journal');
    await forEachRow<{ id: string; user_id: string; tags_enc: string[] }>(
      runner,
      {
        table: ENTRIES,
        key: 'id',
        columns: '"id", "user_id", "tags_enc"',
        where: 'cardinality("tags_enc") > 0',
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(`UPDATE ${ENTRIES} SET "tags" = $2 WHERE "id" = $1`, [
          row.id,
          row.tags_enc.map((t) => cipher.open(t)),
        ]);
      },
    );
    await runner.query(`ALTER TABLE ${ENTRIES} DROP COLUMN "tags_enc", DROP COLUMN "tag_index"`);
  }
}
