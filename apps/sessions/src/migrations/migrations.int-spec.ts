import { checkServiceMigrations } from '@maeum/testing';
import { sessionsService } from '../service';

it('runs its migrations up, down and up again, and they match its entities', async () => {
  const { service: schema, entities, migrations } = sessionsService;
  const check = await checkServiceMigrations({ schema, entities, migrations });
  expect(check).toEqual({
    pendingSchemaChanges: [],
    tablesAfterDown: [],
    reapplied: migrations.length as number,
  });
});
