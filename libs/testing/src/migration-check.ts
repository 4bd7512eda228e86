import {
  prepareServiceDatabase,
  serviceDataSourceOptions,
  ServiceDataSourceOptions,
} from '@maeum/persistence';
import { DataSource } from 'typeorm';
import { dumpSchema } from './schema-dump';
import { createTestDatabase, dropTestDatabase } from './test-resources';

export interface MigrationCheck {
  /** The schema every migration builds on an empty database, as `dumpSchema` prints it. */
  schema: string;
  /** SQL TypeORM would generate to make the schema match the entities: must be empty. */
  pendingSchemaChanges: string[];
  /** What is left of the schema after every migration was reverted: must be ''. */
  leftAfterDown: string;
  /** Migrations applied again after the full revert. */
  reapplied: number;
  /** The schema after up → down → up: must equal `schema`. */
  schemaAfterReapply: string;
}

/**
 * Runs a service's migrations up on a database of its own, dumps the schema, compares it with the
 * service's entities, reverts every migration, runs them again and dumps the schema again.
 */
export async function checkServiceMigrations(
  service: Pick<ServiceDataSourceOptions, 'schema' | 'entities' | 'migrations'>,
): Promise<MigrationCheck> {
  const url = await createTestDatabase();
  const options = { ...service, url };
  try {
    await prepareServiceDatabase(options);
    const schema = await dumpSchema(url, service.schema);
    const dataSource = new DataSource(serviceDataSourceOptions(options));
    await dataSource.initialize();
    try {
      const diff = await dataSource.driver.createSchemaBuilder().log();
      const count = (service.migrations as unknown[]).length;
      for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
      const leftAfterDown = await dumpSchema(url, service.schema);
      const reapplied = await dataSource.runMigrations({ transaction: 'each' });
      return {
        schema,
        pendingSchemaChanges: diff.upQueries.map((q) => q.query),
        leftAfterDown,
        reapplied: reapplied.length,
        schemaAfterReapply: await dumpSchema(url, service.schema),
      };
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await dropTestDatabase(url);
  }
}
