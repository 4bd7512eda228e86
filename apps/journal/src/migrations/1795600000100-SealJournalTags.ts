import { UserDataKeys } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 500;

const keysOf = (runner: QueryRunner) =>
  new UserDataKeys(runner.connection, process.env.DATA_ENCRYPTION_KEY ?? '', 'journal');

/**
 * RELIABILITY 22: an entry's tags sealed one by one with the writer's data key (tags_enc), beside a
 * keyed blind index of each (tag_index, UserCipher.blindIndex) for the filter by tag. Existing tags
 * are sealed in batches; a sealed row's plain tags are emptied at once, so a batch done is never
 * done again.
 */
export class SealJournalTags1795600000100 implements MigrationInterface {
  name = 'SealJournalTags1795600000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "journal"."journal_entries" ADD COLUMN "tags_enc" text[] NOT NULL DEFAULT '{}', ADD COLUMN "tag_index" text[] NOT NULL DEFAULT '{}'`,
    );
    const keys = keysOf(runner);
    for (;;) {
      const rows: { id: string; user_id: string; tags: string[] }[] = await runner.query(
        `SELECT "id", "user_id", "tags" FROM "journal"."journal_entries" WHERE cardinality("tags") > 0 LIMIT $1`,
        [BATCH],
      );
      for (const row of rows) {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE "journal"."journal_entries" SET "tags_enc" = $2, "tag_index" = $3, "tags" = '{}' WHERE "id" = $1`,
          [row.id, row.tags.map((t) => cipher.seal(t)), row.tags.map((t) => cipher.blindIndex(t))],
        );
      }
      if (rows.length < BATCH) break;
    }
    await runner.query(`ALTER TABLE "journal"."journal_entries" DROP COLUMN "tags"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "journal"."journal_entries" ADD COLUMN "tags" text[] NOT NULL DEFAULT '{}'`,
    );
    const keys = keysOf(runner);
    for (;;) {
      const rows: { id: string; user_id: string; tags_enc: string[] }[] = await runner.query(
        `SELECT "id", "user_id", "tags_enc" FROM "journal"."journal_entries" WHERE cardinality("tags_enc") > 0 LIMIT $1`,
        [BATCH],
      );
      for (const row of rows) {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE "journal"."journal_entries" SET "tags" = $2, "tags_enc" = '{}' WHERE "id" = $1`,
          [row.id, row.tags_enc.map((t) => cipher.open(t))],
        );
      }
      if (rows.length < BATCH) break;
    }
    await runner.query(
      `ALTER TABLE "journal"."journal_entries" DROP COLUMN "tags_enc", DROP COLUMN "tag_index"`,
    );
  }
}
