// `npm run admin:grant -- <email>` / `npm run admin:revoke -- <email>`: the operator's command line
// (apps/admin/src/cli.ts), run from the built services (dist/node); builds them first when missing.
// The admin, auth and NATS must be running: the grant goes through the admin service and is audited.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = resolve(root, 'dist/node/apps/admin/src/cli.js');
if (!existsSync(cli)) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--node-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
