import { DataSource, DataSourceOptions, MixedList, EntitySchema, type Logger } from 'typeorm';
import { ensureDatabase } from './ensure-database';
import { stderrQueryLogger } from './query-log';

export interface ServiceDataSourceOptions {
  url: string;
  /** The Postgres schema the service owns; every table it has lives there. */
  schema: string;
  entities: MixedList<string | (new () => unknown) | EntitySchema>;
  migrations: MixedList<string | (new () => unknown)>;
  poolSize?: number;
  applicationName?: string;
  /** Where failed and slow statements are logged; by default stderr, never with their values. */
  logger?: Logger;
}

export function serviceDataSourceOptions(options: ServiceDataSourceOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    logging: ['error', 'warn'],
    logger: options.logger ?? stderrQueryLogger(),
    maxQueryExecutionTime: 1000,
    applicationName: options.applicationName ?? options.schema,
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
  };
}

/**
 * Makes sure the database and the service's schema exist, then applies pending migrations.
 * Safe to run from several processes at once: an advisory lock serialises them.
 */
export async function prepareServiceDatabase(options: ServiceDataSourceOptions): Promise<string[]> {
  await ensureDatabase(options.url);
  const dataSource = new DataSource(serviceDataSourceOptions({ ...options, poolSize: 2 }));
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`maeum:migrate:${options.schema}`]);
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`maeum:migrate:${options.schema}`]);
      return applied.map((m) => m.name);
    } finally {
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
}
