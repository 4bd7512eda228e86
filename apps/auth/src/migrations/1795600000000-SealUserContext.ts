import { UserDataKeys, type UserCipher } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTEXT_TEXT_COLUMNS, openText, sealText } from '../me/sealed-context';

const BATCH = 500;
const SEALED = /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/;

/** A value this migration (or the service) already sealed: it opens with its owner's key. */
function isSealed(cipher: UserCipher, value: string): boolean {
  if (!SEALED.test(value)) return false;
  try {
    cipher.open(value);
    return true;
  } catch {
    return false;
  }
}

const keysOf = (runner: QueryRunner) =>
  new UserDataKeys(runner.connection, process.env.AUTH_MASTER_KEY ?? '', 'auth');

/**
 * RELIABILITY 22: the onboarding context (user_context's answers and
 * user_preferences.onboarding_context) sealed with a per-user data key in auth.data_keys, wrapped
 * by AUTH_MASTER_KEY. Existing rows are sealed in batches; a value already sealed is left alone,
 * so running the sealing again changes nothing.
 */
export class SealUserContext1795600000000 implements MigrationInterface {
  name = 'SealUserContext1795600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE IF NOT EXISTS "auth"."data_keys" (
      "user_id" uuid PRIMARY KEY,
      "wrapped_key" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    const keys = keysOf(runner);
    await eachBatch(runner, 'user_context', async (userId, row) => {
      const cipher = await keys.cipherFor(userId, runner.manager);
      const values = CONTEXT_TEXT_COLUMNS.map((column) => {
        const value = String(row[column] ?? '');
        return isSealed(cipher, value) ? value : sealText(cipher, value);
      });
      await runner.query(
        `UPDATE "auth"."user_context" SET ${CONTEXT_TEXT_COLUMNS.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "user_id" = $1`,
        [userId, ...values],
      );
    });
    await eachBatch(runner, 'user_preferences', async (userId, row) => {
      const value = row.onboarding_context;
      if (value === null || typeof value === 'string') return;
      const cipher = await keys.cipherFor(userId, runner.manager);
      await runner.query(
        `UPDATE "auth"."user_preferences" SET "onboarding_context" = to_jsonb($2::text) WHERE "user_id" = $1`,
        [userId, cipher.seal(JSON.stringify(value))],
      );
    });
  }

  async down(runner: QueryRunner): Promise<void> {
    const keys = keysOf(runner);
    await eachBatch(runner, 'user_context', async (userId, row) => {
      const cipher = await keys.cipherFor(userId, runner.manager);
      const values = CONTEXT_TEXT_COLUMNS.map((column) => {
        const value = String(row[column] ?? '');
        return isSealed(cipher, value) ? openText(cipher, value) : value;
      });
      await runner.query(
        `UPDATE "auth"."user_context" SET ${CONTEXT_TEXT_COLUMNS.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "user_id" = $1`,
        [userId, ...values],
      );
    });
    await eachBatch(runner, 'user_preferences', async (userId, row) => {
      const value = row.onboarding_context;
      if (typeof value !== 'string') return;
      const cipher = await keys.cipherFor(userId, runner.manager);
      await runner.query(
        `UPDATE "auth"."user_preferences" SET "onboarding_context" = $2::jsonb WHERE "user_id" = $1`,
        [userId, cipher.open(value)],
      );
    });
    await runner.query(`DROP TABLE "auth"."data_keys"`);
  }
}

/** Every row of the table, by user id, BATCH at a time (no statement holds the whole table). */
async function eachBatch(
  runner: QueryRunner,
  table: string,
  visit: (userId: string, row: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: (Record<string, unknown> & { user_id: string })[] = await runner.query(
      `SELECT * FROM "auth"."${table}" WHERE "user_id" > $1 ORDER BY "user_id" LIMIT $2`,
      [after, BATCH],
    );
    for (const row of rows) await visit(row.user_id, row);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].user_id;
  }
}
