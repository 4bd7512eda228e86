import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lineDiff } from './line-diff';

export const REPO_ROOT = resolve(__dirname, '../../..');
/** The one command that rewrites every snapshot from the migrations. */
export const UPDATE_SNAPSHOTS_COMMAND = 'npm run schema:snapshot';
const UPDATE_ENV = 'UPDATE_SCHEMA_SNAPSHOTS';

export interface AppWithMigrations {
  /** The folder under apps/. */
  app: string;
  /** The app's ServiceDefinition module (schema, entities, migrations). */
  serviceFile: string;
  snapshotFile: string;
}

/** Every app with an `src/migrations/index.ts`: a new service is covered by being there. */
export function appsWithMigrations(root = REPO_ROOT): AppWithMigrations[] {
  return readdirSync(join(root, 'apps'))
    .sort()
    .filter((app) => existsSync(join(root, 'apps', app, 'src/migrations/index.ts')))
    .map((app) => ({
      app,
      serviceFile: join(root, 'apps', app, 'src/service.ts'),
      snapshotFile: join(root, 'apps', app, 'src/migrations/schema.snapshot.txt'),
    }));
}

function header(schema: string): string {
  return (
    `-- Schema "${schema}" after every migration, read from pg_catalog by ` +
    `libs/testing/src/schema-drift.int-spec.ts.\n-- Do not edit: rewrite it with \`${UPDATE_SNAPSHOTS_COMMAND}\`.\n\n`
  );
}

/** The schema a snapshot file describes, from its first line. */
export function snapshotSchema(snapshot: string): string | undefined {
  return /^-- Schema "([^"]+)"/.exec(snapshot)?.[1];
}

/** The table names of a snapshot. */
export function snapshotTables(snapshot: string): string[] {
  return [...snapshot.matchAll(/^TABLE (\S+)/gm)].map((m) => m[1]);
}

/**
 * Compares a dump with the committed snapshot and returns a report of the drift, or '' when they
 * agree. With UPDATE_SCHEMA_SNAPSHOTS=1 it rewrites the snapshot instead and returns ''.
 */
export function compareWithSnapshot(snapshotFile: string, schema: string, dump: string): string {
  const actual = header(schema) + dump;
  if (process.env[UPDATE_ENV] === '1') {
    writeFileSync(snapshotFile, actual);
    return '';
  }
  const expected = existsSync(snapshotFile) ? readFileSync(snapshotFile, 'utf8') : '';
  if (expected === actual) return '';
  const file = relative(REPO_ROOT, snapshotFile);
  return [
    expected
      ? `The schema the migrations of "${schema}" build differs from ${file} (- snapshot, + migrations):`
      : `${file} is missing; the migrations of "${schema}" build:`,
    '',
    lineDiff(expected, actual),
    '',
    `If the change is meant, rewrite the snapshot and commit it with the migration: ${UPDATE_SNAPSHOTS_COMMAND}`,
  ].join('\n');
}
