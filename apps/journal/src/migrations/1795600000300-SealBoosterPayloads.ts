import { forEachRow, migrationDataKeys } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

const LOGS = '"journal"."user_mood_booster_logs"';

/**
 * A booster event's details (the feeling chosen, the emoji) sealed with the
 * person's data key (payload_enc); the interaction keeps only its type and time. Existing payloads
 * move in batches; a row moved has no payload left, so none is sealed twice.
 */
export class SealBoosterPayloads1795600000300 implements MigrationInterface {
  name = 'SealBoosterPayloads1795600000300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${LOGS} ADD COLUMN "payload_enc" text`);
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'journal');
    await forEachRow<{ id: string; user_id: string; payload: object }>(
      runner,
      {
        table: LOGS,
        key: 'id',
        start: '0',
        columns: `"id", "user_id", "interaction"->'payload' AS "payload"`,
        where: `"interaction" ? 'payload'`,
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE ${LOGS} SET "payload_enc" = $2, "interaction" = "interaction" - 'payload' WHERE "id" = $1`,
          [row.id, cipher.seal(JSON.stringify(row.payload))],
        );
      },
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const keys = migrationDataKeys(runner, 'DATA_ENCRYPTION_KEY', 'journal');
    await forEachRow<{ id: string; user_id: string; payload_enc: string }>(
      runner,
      {
        table: LOGS,
        key: 'id',
        start: '0',
        columns: `"id", "user_id", "payload_enc"`,
        where: `"payload_enc" IS NOT NULL`,
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE ${LOGS} SET "interaction" = "interaction" || jsonb_build_object('payload', $2::jsonb) WHERE "id" = $1`,
          [row.id, cipher.open(row.payload_enc)],
        );
      },
    );
    await runner.query(`ALTER TABLE ${LOGS} DROP COLUMN "payload_enc"`);
  }
}
