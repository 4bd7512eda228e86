import { readFileSync } from 'node:fs';
import { appsWithMigrations, REPO_ROOT, snapshotSchema, snapshotTables } from './schema-snapshot';
import { tableReferences, tableReferencesIn } from './table-references';

it('finds quoted references anywhere and bare ones after a SQL keyword', () => {
  const text = [
    'await db.query(`SELECT 1 FROM "auth"."users" u',
    '  JOIN auth.user_profiles p ON p.user_id = u.id`);',
    "import { x } from './auth.module'; const y = billing.customers;",
    'db.query(`DELETE FROM billing.customers`);',
  ].join('\n');
  expect(tableReferencesIn(text, ['auth', 'billing'])).toEqual([
    { schema: 'auth', table: 'users', line: 1 },
    { schema: 'auth', table: 'user_profiles', line: 2 },
    { schema: 'billing', table: 'customers', line: 4 },
  ]);
});

// Hand-written SQL is not checked by the entities, so a misspelt or dropped table would only show
// at run time; the schema snapshots (kept true by schema-drift.int-spec.ts) say which tables exist.
it('names only tables that exist in the schema snapshots, in every hand-written query', () => {
  const tables = new Map<string, Set<string>>();
  for (const { snapshotFile } of appsWithMigrations()) {
    const snapshot = readFileSync(snapshotFile, 'utf8');
    const schema = snapshotSchema(snapshot);
    if (schema) tables.set(schema, new Set(snapshotTables(snapshot)));
  }
  expect([...tables.keys()]).toContain('auth');

  const references = tableReferences(REPO_ROOT, ['apps', 'libs', 'e2e'], [...tables.keys()]);
  expect(references.length).toBeGreaterThan(50);
  const unknown = references
    .filter(({ schema, table }) => !tables.get(schema)!.has(table))
    .map(({ file, line, schema, table }) => `${file}:${line} "${schema}"."${table}"`);
  expect(unknown).toEqual([]);
});
