import {
  createTestDatabase,
  dropTestDatabase,
  freePort,
  PrivateServer,
  startPrivateNats,
  testNamespace,
  waitFor,
} from '@maeum/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

interface Booting {
  child: ChildProcess;
  healthz: string;
  output: () => string;
  lines: (pattern: RegExp) => string[];
  stop: () => Promise<void>;
}

/** The built auth service as a process, its ops listener on a port of our own. */
async function boot(env: Record<string, string>): Promise<Booting> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/node/apps/auth/src/main.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', METRICS_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    healthz: `http://127.0.0.1:${port}/healthz`,
    output: () => output,
    lines: (pattern) => output.split('\n').filter((line) => pattern.test(line)),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const status = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

/**
 * Issue 27, "boot that explains itself": an app whose dependency is down says which, once per
 * attempt with backoff, answers /healthz 503 meanwhile, and is ready as soon as it is back; a Redis
 * that is away is logged once, not once per reconnect.
 */
describe('a boot with a dependency down', () => {
  let nats: PrivateServer;
  let databaseUrl: string;
  const running: Booting[] = [];

  beforeAll(async () => {
    nats = await startPrivateNats();
    databaseUrl = await createTestDatabase();
  }, 30_000);

  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop()));
    await nats?.stop();
    await dropTestDatabase(databaseUrl);
  });

  it('NATS down: one line per attempt naming it, /healthz 503, ready once NATS is back; Redis away: one line', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const back = nats.restart(7000); // down now, back in 7 s
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const app = await boot({
      DATABASE_URL: databaseUrl,
      NATS_URL: nats.url,
      REDIS_URL: deadRedis,
      MESSAGING_NAMESPACE: testNamespace(),
    });
    running.push(app);
    const address = nats.url.replace(/^nats:\/\//, 'nats://');
    await waitFor(() => app.lines(/waiting for NATS at .* \(attempt 3\)/).length > 0, 15_000);
    expect(app.lines(/waiting for NATS/)[0]).toContain(address);
    // While it waits the probe answers, not ready.
    expect(await status(app.healthz)).toBe(503);
    await back;
    await waitFor(async () => (await status(app.healthz)) === 200, 30_000);
    const readyAfter = Date.now() - started;
    const attempts = app.lines(/waiting for NATS/).length;
    // Backoff: a handful of lines over ~7 s, not one per 500 ms reconnect.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThan(10);
    expect(app.lines(/NATS at .* reached/)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 3000));
    // Redis has been unreachable the whole time: each of the app's clients said so once, with where.
    const redisLines = app.lines(/Redis/);
    const clients = redisLines.map((line) => (JSON.parse(line) as { msg: string }).msg.split(' at ')[0]);
    expect(redisLines.length).toBeGreaterThanOrEqual(1);
    expect(new Set(clients).size).toBe(redisLines.length);
    for (const line of redisLines) expect(line).toContain(deadRedis);
    expect(app.output()).not.toMatch(/Unhandled error event/);
    console.log(
      `NATS down 7 s at boot: ${attempts} log lines, ready ${readyAfter} ms after start; Redis down: ${redisLines.length} lines (one per client)`,
    );
  }, 60_000);

  it('Postgres refused: the line names Postgres and where', async () => {
    const deadPostgres = `postgres://postgres:secret@127.0.0.1:${await freePort()}/maeum_nowhere`;
    const app = await boot({
      DATABASE_URL: deadPostgres,
      NATS_URL: nats.url,
      MESSAGING_NAMESPACE: testNamespace(),
    });
    running.push(app);
    await waitFor(() => app.lines(/waiting for Postgres at .* \(attempt 2\)/).length > 0, 15_000);
    const line = app.lines(/waiting for Postgres/)[0]!;
    expect(line).toMatch(/postgres:\/\/127\.0\.0\.1:\d+\/maeum_nowhere/);
    expect(line).toMatch(/ECONNREFUSED/);
    // The password is never in the log.
    expect(app.output()).not.toContain('secret');
    expect(await status(app.healthz)).toBe(503);
    await app.stop();
  }, 30_000);
});
