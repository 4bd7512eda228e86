import { forEachRow, migrationDataKeys, type UserCipher, type UserDataKeys } from '@maeum/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTEXT_TEXT_COLUMNS, openText, sealText } from '../me/sealed-context';

const SEALED = /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/;

/** A value already sealed (by the service, or an earlier run): it opens with its owner's key. */
function isSealed(cipher: UserCipher, value: string): boolean {
  if (!SEALED.test(value)) return false;
  try {
    cipher.open(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The onboarding context (user_context's answers and
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
    const keys = migrationDataKeys(runner, 'AUTH_MASTER_KEY', 'auth');
    await rewriteContext(runner, keys, (cipher, value) =>
      isSealed(cipher, value) ? value : sealText(cipher, value),
    );
    await forEachRow<{ user_id: string; onboarding_context: unknown }>(
      runner,
      {
        table: '"auth"."user_preferences"',
        key: 'user_id',
        columns: '"user_id", "onboarding_context"',
        where: `jsonb_typeof("onboarding_context") = 'object'`,
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE "auth"."user_preferences" SET "onboarding_context" = to_jsonb($2::text) WHERE "user_id" = $1`,
          [row.user_id, cipher.seal(JSON.stringify(row.onboarding_context))],
        );
      },
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const keys = migrationDataKeys(runner, 'AUTH_MASTER_KEY', 'auth');
    await rewriteContext(runner, keys, (cipher, value) =>
      isSealed(cipher, value) ? openText(cipher, value) : value,
    );
    await forEachRow<{ user_id: string; onboarding_context: string }>(
      runner,
      {
        table: '"auth"."user_preferences"',
        key: 'user_id',
        columns: '"user_id", "onboarding_context" #>> \'{}\' AS "onboarding_context"',
        where: `jsonb_typeof("onboarding_context") = 'string'`,
      },
      async (row) => {
        const cipher = await keys.cipherFor(row.user_id, runner.manager);
        await runner.query(
          `UPDATE "auth"."user_preferences" SET "onboarding_context" = $2::jsonb WHERE "user_id" = $1`,
          [row.user_id, cipher.open(row.onboarding_context)],
        );
      },
    );
    await runner.query(`DROP TABLE "auth"."data_keys"`);
  }
}

/** Every user_context row, its answers passed through `change` with the owner's cipher. */
function rewriteContext(
  runner: QueryRunner,
  keys: UserDataKeys,
  change: (cipher: UserCipher, value: string) => string,
): Promise<void> {
  const columns = CONTEXT_TEXT_COLUMNS.map((c) => `"${c}"`).join(', ');
  return forEachRow<Record<string, string>>(
    runner,
    { table: '"auth"."user_context"', key: 'user_id', columns: `"user_id", ${columns}` },
    async (row) => {
      const cipher = await keys.cipherFor(row.user_id, runner.manager);
      await runner.query(
        `UPDATE "auth"."user_context" SET ${CONTEXT_TEXT_COLUMNS.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "user_id" = $1`,
        [row.user_id, ...CONTEXT_TEXT_COLUMNS.map((c) => change(cipher, row[c] ?? ''))],
      );
    },
  );
}
