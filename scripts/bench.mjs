// `npm run bench [-- <name>...] [--duration 10] [--warmup 3] [--connections 50] [--rounds 1]`
//
// Runs the benchmarks in bench/*.bench.mjs (all of them, or the ones named) against the built apps,
// each in a private world: its own database `maeum_bench_<id>` and NATS namespace `bench<id>`,
// removed at the end (also on a failure or Ctrl-C). Each benchmark prints a table and leaves a JSON
// file in bench/results/ (git-ignored). A missed target is reported, not an error: the exit code
// is non-zero only when a benchmark could not run.
//
// Other flags: --build (rebuild dist/node first; by default it is built only when missing),
// --dist <dir> (run the apps from another Node build, e.g. to compare two builds; default dist/node),
// --profile (children run with --cpu-prof; profiles go to bench/results/profiles/<stamp>/),
// --list (print the benchmarks and exit).
//
// A benchmark is a module whose default export is
//   { name, description, apps: ['auth', 'gateway', ...], diagnostics?, async run(ctx) → { summary, pass?, data } }
// where ctx = { root, env, apps, options, load(request, { durationSeconds }), log(message) }; `load`
// runs autocannon and also reports the CPU time per request of each app, nats-server and itself.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findNatsServerPid } from '../bench/lib/cpu.mjs';
import { createEnvironment } from '../bench/lib/environment.mjs';
import { runLoad } from '../bench/lib/load.mjs';
import { machineInfo, writeResult } from '../bench/lib/report.mjs';
import { startApps, stopAllApps } from '../bench/lib/stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    build: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist/node' },
    profile: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function positiveNumber(name, value) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number (got "${value}")`);
    process.exit(2);
  }
  return n;
}

const options = {
  durationSeconds: positiveNumber('duration', flags.duration),
  warmupSeconds: positiveNumber('warmup', flags.warmup),
  connections: Math.round(positiveNumber('connections', flags.connections)),
  rounds: Math.round(positiveNumber('rounds', flags.rounds)),
};

const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => ({ name: file.slice(0, -'.bench.mjs'.length), file: join(benchDir, file) }))
  .sort((a, b) => a.name.localeCompare(b.name));

if (flags.help || flags.list) {
  if (flags.help) console.log(readHelp());
  for (const { name, file } of available) {
    const { default: bench } = await import(pathToFileURL(file).href);
    console.log(`  ${name.padEnd(20)} ${bench.description ?? ''}`);
  }
  process.exit(0);
}

const unknown = positionals.filter((name) => !available.some((b) => b.name === name));
if (unknown.length) {
  console.error(
    `No benchmark named ${unknown.join(', ')}. Available: ${available.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = positionals.length ? available.filter((b) => positionals.includes(b.name)) : available;

const log = (message) => console.log(`[bench] ${message}`);

// --- build -------------------------------------------------------------------------------------
const dist = resolve(root, flags.dist);
if (flags.build || (flags.dist === 'dist/node' && !existsSync(join(dist, 'apps/gateway/src/main.js')))) {
  log('building dist/node');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--node-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --- clean-up on every way out -------------------------------------------------------------------
let environment;
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await stopAllApps().catch((error) => console.error(`[bench] stopping apps failed: ${error.message}`));
    const problems = environment ? await environment.dispose() : [];
    for (const problem of problems) console.error(`[bench] ${problem}`);
    if (environment && !problems.length)
      log(`removed database ${environment.database} and streams ${environment.streams.join(', ')}`);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the apps and removing what the run made`);
    cleanUp().finally(() => process.exit(130));
  });
}

// --- run -----------------------------------------------------------------------------------------
const load = loadavg()[0];
if (load > 0.7)
  log(
    `warning: load average is ${load.toFixed(2)} on ${machineInfo(root).cpus} cores; other work will make the figures noisy`,
  );

let failed = false;
try {
  environment = await createEnvironment();
  log(`database ${environment.database}, namespace ${environment.namespace}`);
  const profileDir = flags.profile
    ? join(root, 'bench', 'results', 'profiles', new Date().toISOString().replace(/[:.]/g, '-'))
    : undefined;

  // One set of master keys for the whole run: the benchmarks share its database, and a key made
  // afresh for each would leave the next one unable to open what the last one sealed.
  const runKeys = {
    AUTH_MASTER_KEY: randomBytes(32).toString('base64'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  for (const { name, file } of selected) {
    const { default: bench } = await import(pathToFileURL(file).href);
    log(`${name}: starting ${bench.apps.join(', ')}`);
    // A bench may run its own outside parties first (a loopback model) and give the apps their addresses.
    const prepared = bench.prepare ? await bench.prepare({ root, env: environment, log }) : {};
    const started = new Date();
    const machineBefore = machineInfo(root);
    const apps = await startApps(bench.apps, {
      root,
      dist,
      // Production mode, as measured; it needs a master key, made fresh for this private world. A
      // bench of the diagnostics routes runs as NODE_ENV=test: production refuses them (nothing
      // else in the apps reads NODE_ENV, so the figures are the same).
      env: {
        ...environment.appEnv,
        ...(bench.diagnostics ? { NODE_ENV: 'test', DIAGNOSTICS_ENABLED: 'true' } : {}),
        LOG_LEVEL: 'warn',
        ...runKeys,
        ...prepared.env,
      },
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    // CPU time per request is reported for every app of the stack, and for nats-server when it
    // runs on this machine.
    const natsPid = findNatsServerPid();
    const cpuPids = {
      ...Object.fromEntries(Object.values(apps).map((app) => [app.name, app.pid])),
      ...(natsPid ? { 'nats-server': natsPid } : {}),
    };
    let outcome;
    try {
      outcome = await bench.run({
        root,
        env: environment,
        apps,
        options,
        log,
        load: (request, overrides = {}) =>
          cleaning
            ? Promise.reject(new Error('the run is stopping'))
            : runLoad(request, {
                connections: options.connections,
                durationSeconds: options.durationSeconds,
                cpuPids,
                ...overrides,
              }),
      });
    } finally {
      await Promise.all(Object.values(apps).map((app) => app.stop()));
      await prepared.cleanup?.();
    }
    const machine = { ...machineBefore, loadavgAfter: machineInfo(root).loadavg };
    const fileWritten = await writeResult(root, name, {
      benchmark: name,
      description: bench.description,
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      options,
      dist: dist === join(root, 'dist/node') ? 'dist/node' : dist,
      pass: outcome.pass,
      ...outcome.data,
    });
    console.log(
      `\n${name} — ${options.connections} connections, ${options.durationSeconds} s measured per path (after ${options.warmupSeconds} s warm-up), ${options.rounds} round(s)`,
    );
    console.log(
      `node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, load ${machine.loadavg.join(' ')} before, ${machine.loadavgAfter.join(' ')} after\n`,
    );
    console.log(outcome.summary);
    console.log(
      `\nsaved ${fileWritten.slice(root.length + 1)}${profileDir ? `; CPU profiles in ${profileDir.slice(root.length + 1)}` : ''}\n`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`[bench] failed: ${error?.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

function readHelp() {
  return [
    'npm run bench [-- <name>...] [--duration 10] [--warmup 3] [--connections 50] [--rounds 1] [--build] [--dist dist/node] [--profile] [--list]',
    '',
    'Benchmarks:',
  ].join('\n');
}
