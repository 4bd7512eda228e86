// `npm start`: builds everything, then runs every app as its own process with prefixed, coloured
// logs in lines for people (LOG_FORMAT=pretty unless set). Ctrl-C (or SIGTERM) stops them all, each
// draining its work first.
// Flags: --no-build (use the existing dist/), --only=auth,gateway (a subset), --help.
import concurrently from 'concurrently';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, entryOf } from './apps.mjs';
import { parseFlags } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: npm start [-- --no-build] [--only=<app>,<app>...]

Builds dist/ (into a new folder, swapped in when done), then runs every app with readable logs.
  --no-build     run the existing dist/ as it is
  --only=<apps>  run only these apps (${APPS.map((a) => a.name).join(', ')})
Postgres, Redis and NATS must be running: \`docker compose --profile deps up -d\` starts them.`;
const { values: flags } = parseFlags(USAGE, {
  'no-build': { type: 'boolean', default: false },
  only: { type: 'string' },
});
const only = flags.only?.split(',').map((name) => name.trim());
const unknownApps = only?.filter((name) => !APPS.some((app) => app.name === name)) ?? [];
if (unknownApps.length) {
  console.error(`No app named ${unknownApps.join(', ')}.\n\n${USAGE}`);
  process.exit(2);
}

if (!flags['no-build']) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apps = APPS.filter((app) => !only || only.includes(app.name));
for (const app of apps) {
  if (!existsSync(resolve(root, entryOf(app.name)))) {
    console.error(`${entryOf(app.name)} is missing: run without --no-build`);
    process.exit(1);
  }
}

const port = process.env.PORT ?? '3000';
console.log(`Starting ${apps.map((a) => a.name).join(', ')}; the app will be at http://localhost:${port}`);
const { result } = concurrently(
  apps.map((app) => ({
    name: app.name,
    command: `${JSON.stringify(process.execPath)} --enable-source-maps ${entryOf(app.name)}`,
    prefixColor: app.color,
    env: {
      // Lines for people here; the apps log JSON lines everywhere else (production, tests).
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      METRICS_PORT: process.env[`${app.name.toUpperCase()}_METRICS_PORT`] ?? String(app.metricsPort),
      // Metrics and probes are for this machine only (a pod binds every interface: libs/config).
      METRICS_HOST: process.env.METRICS_HOST ?? '127.0.0.1',
    },
  })),
  { cwd: root, prefix: 'name', killOthersOn: ['failure'], killSignal: 'SIGTERM', handleInput: false },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
