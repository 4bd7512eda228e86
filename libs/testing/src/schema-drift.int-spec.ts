import { DOMAIN_SERVICES } from '@maeum/contracts';
import { ServiceDataSourceOptions } from '@maeum/persistence';
import { checkServiceMigrations, MigrationCheck } from './migration-check';
import { appsWithMigrations, compareWithSnapshot } from './schema-snapshot';

// One table over every app with migrations, so a new service is checked by being added. The apps
// are found on disk and loaded by path: a lib never imports an app, and this spec is about all of them.
const apps = appsWithMigrations();

type ServiceShape = Pick<ServiceDataSourceOptions, 'entities' | 'migrations'> & { service: string };

async function loadService(serviceFile: string): Promise<ServiceShape> {
  const exported: Record<string, unknown> = await import(serviceFile);
  const found = Object.values(exported).find(
    (value): value is ServiceShape =>
      typeof value === 'object' && value !== null && 'service' in value && 'migrations' in value,
  );
  if (!found) throw new Error(`${serviceFile} exports no service definition (service, entities, migrations)`);
  return found;
}

it('finds the migrations of every domain service', () => {
  expect(apps.map((a) => a.app)).toEqual(expect.arrayContaining([...DOMAIN_SERVICES]));
});

describe.each(apps)('$app', ({ serviceFile, snapshotFile }) => {
  let definition: ServiceShape;
  let check: MigrationCheck;

  beforeAll(async () => {
    definition = await loadService(serviceFile);
    const { service: schema, entities, migrations } = definition;
    check = await checkServiceMigrations({ schema, entities, migrations });
  });

  it('builds the schema of its committed snapshot', () => {
    const drift = compareWithSnapshot(snapshotFile, definition.service, check.schema);
    if (drift) throw new Error(drift);
  });

  it('has entities that match the tables they map (migration:generate is empty)', () => {
    expect(check.pendingSchemaChanges).toEqual([]);
  });

  it('runs up, down to nothing, and up again to the same schema', () => {
    expect(check.leftAfterDown).toBe('');
    expect(check.reapplied).toBe((definition.migrations as unknown[]).length);
    expect(check.schemaAfterReapply).toBe(check.schema);
  });
});
