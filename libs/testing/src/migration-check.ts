import {
  prepareServiceDatabase,
  serviceDataSourceOptions,
  ServiceDataSourceOptions,
} from '@maeum/persistence';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from './test-resources';

export interface MigrationCheck {
  /** SQL TypeORM would generate to make the schema match the entities: must be empty. */
  pendingSchemaChanges: string[];
  /** Tables left in the schema after every migration was reverted: must be empty. */
  tablesAfterDown: string[];
  /** Migrations applied again after the full revert. */
  reapplied: number;
}

/** Runs a service's migrations up, compares them with its entities, reverts them all, runs them again. */
export async function checkServiceMigrations(
  service: Pick<ServiceDataSourceOptions, 'schema' | 'entities' | 'migrations'>,
): Promise<MigrationCheck> {
  const url = await createTestDatabase();
  const options = { ...service, url };
  try {
    await prepareServiceDatabase(options);
    const dataSource = new DataSource(serviceDataSourceOptions(options));
    await dataSource.initialize();
    try {
      const diff = await dataSource.driver.createSchemaBuilder().log();
      const count = (service.migrations as unknown[]).length;
      for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
      const tables: { table_name: string }[] = await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name <> 'migrations'`,
        [service.schema],
      );
      const reapplied = await dataSource.runMigrations({ transaction: 'each' });
      return {
        pendingSchemaChanges: diff.upQueries.map((q) => q.query),
        tablesAfterDown: tables.map((t) => t.table_name),
        reapplied: reapplied.length,
      };
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await dropTestDatabase(url);
  }
}
