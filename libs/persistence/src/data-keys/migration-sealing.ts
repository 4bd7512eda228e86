import type { QueryRunner } from 'typeorm';
import { UserDataKeys } from './user-data-keys';

const BATCH = 500;

/** A service's data keys inside a migration (the master key from the service's environment). */
export const migrationDataKeys = (runner: QueryRunner, masterKeyVariable: string, schema: string) =>
  new UserDataKeys(runner.connection, process.env[masterKeyVariable] ?? '', schema);

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
