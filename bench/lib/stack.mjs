// Runs built apps (dist/node) as child processes the way production runs them, waits until each
// answers its readiness probe, and stops them with SIGTERM. Every child is tracked, so the runner
// can stop whatever is still up on a failure or Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `name` and waits for it: the gateway on GET /api/health/live of its PORT, a service or the
 * worker on GET /healthz of its METRICS_PORT. `nodeArgs` go before the entry (e.g. --cpu-prof).
 */
export async function startApp(
  name,
  { root, dist = 'dist/node', env = {}, nodeArgs = [], readyTimeoutMs = 30_000, echo = true },
) {
  const entry = resolve(root, dist, 'apps', name, 'src', 'main.js');
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: build first (node scripts/build.mjs --node-only)`);
  // A build outside the repository (--dist) still finds the repository's packages.
  const nodePath = [process.env.NODE_PATH, resolve(root, 'node_modules')].filter(Boolean).join(delimiter);
  const isGateway = name === 'gateway';
  const port = await freePort();
  const metricsPort = isGateway ? 0 : await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NODE_PATH: nodePath,
      ...env,
      // PUBLIC_URL is the origin the gateway believes it is served at; browser calls that carry the
      // refresh cookie are refused from any other origin, so by default it is the address used here.
      ...(isGateway
        ? {
            PORT: String(port),
            HOST: '127.0.0.1',
            METRICS_PORT: '0',
            PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
          }
        : { METRICS_PORT: String(metricsPort) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-8000);
    if (echo)
      for (const line of text.split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const app = {
    name,
    pid: child.pid,
    url: isGateway ? `http://127.0.0.1:${port}` : undefined,
    opsUrl: isGateway ? undefined : `http://127.0.0.1:${metricsPort}`,
    logs: () => tail,
    exited,
    /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(app);
      return exited;
    },
  };
  running.add(app);
  const probe = isGateway ? `${app.url}/api/health/live` : `${app.opsUrl}/healthz`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(app);
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail}`);
    }
    const ok = await fetch(probe, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return app;
    if (Date.now() > deadline) {
      await app.stop(2000);
      throw new Error(`${name} was not ready after ${readyTimeoutMs} ms:\n${tail}`);
    }
    await sleep(100);
  }
}

/** Starts several apps at once; if one fails, the others are stopped before the error is thrown. */
export async function startApps(names, options) {
  const results = await Promise.allSettled(names.map((name) => startApp(name, options)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(results.filter((r) => r.status === 'fulfilled').map((r) => r.value.stop()));
    throw failed.reason;
  }
  return Object.fromEntries(results.map((r) => [r.value.name, r.value]));
}

/** Stops every app still running (the runner calls it on exit, failure or Ctrl-C). */
export async function stopAllApps() {
  await Promise.all([...running].map((app) => app.stop()));
}
