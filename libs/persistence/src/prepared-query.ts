import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/** A statement Postgres parses and plans once per pooled connection, then reuses by name. */
export interface PreparedStatement {
  /** Unique in the process: a name bound to another text fails the query. */
  name: string;
  text: string;
}

/**
 * Runs a hot read as a named prepared statement straight on the data source's pg pool: no query
 * runner per call, and no parse and plan in Postgres after the first use on a connection. For
 * reads on every request (GET /api/me); everything else keeps `dataSource.query` and transactions.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) return dataSource.query(statement.text, values);
  const result = await pool.query<Row>({ name: statement.name, text: statement.text, values });
  return result.rows;
}
