import { DataSource } from 'typeorm';

/** Deletes sent outbox rows older than `olderThanDays`; unsent rows are never touched. */
export async function deleteSentOutboxRows(
  dataSource: DataSource,
  schema: string,
  olderThanDays: number,
): Promise<number> {
  const result = await dataSource.query(
    `DELETE FROM "${schema}"."outbox" WHERE "sent_at" IS NOT NULL AND "sent_at" < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  // TypeORM answers a DELETE on Postgres with [rows, rowCount].
  return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
}
