// `npm run migrate`: applies every service's pending migrations (each in its own schema), then exits.
// Uses the built services (dist/node); builds them first when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES } from './apps.mjs';
import { parseFlags } from './cli.mjs';

parseFlags(
  `Usage: npm run migrate

Applies every service's pending migrations to DATABASE_URL (default postgres://postgres@127.0.0.1:5432/maeum).`,
  {},
);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
if (!existsSync(resolve(root, 'dist/node/libs/persistence/src/index.js'))) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--node-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
require('reflect-metadata');
const { prepareServiceDatabase } = require(resolve(root, 'dist/node/libs/persistence/src/index.js'));
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/maeum';

for (const service of SERVICES) {
  const module = require(resolve(root, `dist/node/apps/${service}/src/service.js`));
  const definition = Object.values(module).find((value) => value?.service === service);
  const applied = await prepareServiceDatabase({
    url,
    schema: service,
    entities: definition.entities,
    migrations: definition.migrations,
  });
  console.log(`${service}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
}
