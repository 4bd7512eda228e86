import type { QueryRunner } from 'typeorm';
import { UserDataKeys } from './user-data-keys';

const BATCH = 500;

/**
 * A service's data keys inside a migration, the master key from the environment the service has
 * (the migration Job gets the same secrets). Production never falls back to the development key:
 * rows sealed under it could not be opened by the service.
 */
export function migrationDataKeys(
  runner: QueryRunner,
  masterKeyVariable: string,
  schema: string,
): UserDataKeys {
  const secret = process.env[masterKeyVariable] ?? '';
  if (!secret && process.env.NODE_ENV === 'production')
    throw new Error(`${masterKeyVariable} is required to seal ${schema}'s rows in production`);
  return new UserDataKeys(runner.connection, secret, schema);
}

/**
 * Visits the rows of `table` that match `where`, BATCH at a time in the order of `key` (a uuid,
 * or from `start` for another type): no statement holds the whole table, each row is visited once.
 */
export async function forEachRow<T extends Record<string, unknown>>(
  runner: QueryRunner,
  query: { table: string; key: string; columns: string; where?: string; start?: string },
  visit: (row: T) => Promise<void>,
): Promise<void> {
  let after = query.start ?? '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: T[] = await runner.query(
      `SELECT "${query.key}" AS "__key", ${query.columns} FROM ${query.table}
        WHERE "${query.key}" > $1 ${query.where ? `AND (${query.where})` : ''} ORDER BY "${query.key}" LIMIT $2`,
      [after, BATCH],
    );
    for (const row of rows) await visit(row);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].__key as string;
  }
}
