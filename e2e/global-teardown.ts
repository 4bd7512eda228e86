// Removes everything this run made: the stack's processes, its database, its JetStream streams
// and its BullMQ keys. Names come from playwright.config.ts through the environment.
//
// Playwright runs globalTeardown BEFORE it stops config.webServer (plugin teardowns come last), so
// dropping the database first would pull it from under running services. The stack is stopped here
// instead: SIGTERM to its process group (each app drains), SIGKILL if it takes too long. Playwright's
// own stop then finds nothing left to do.
import { connect } from 'nats';
import Redis from 'ioredis';
import { Client } from 'pg';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const STOP_TIMEOUT_MS = 15_000;

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function stopStack(pidfile: string): Promise<void> {
  if (!existsSync(pidfile)) return;
  const pgid = Number(readFileSync(pidfile, 'utf8').trim());
  rmSync(pidfile, { force: true });
  if (!Number.isInteger(pgid) || pgid <= 1 || !groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  if (await waitForGroupExit(pgid, STOP_TIMEOUT_MS)) return;
  console.warn(`[e2e teardown] the stack did not stop within ${STOP_TIMEOUT_MS} ms; killing it`);
  process.kill(-pgid, 'SIGKILL');
  await waitForGroupExit(pgid, 5_000);
}

async function dropDatabase(runDatabaseUrl: string, database: string): Promise<void> {
  const adminUrl = new URL(runDatabaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Same names as libs/messaging/src/naming.ts. */
async function deleteStreams(natsUrl: string, namespace: string): Promise<void> {
  const prefix = namespace.toUpperCase().replace(/-/g, '_');
  const nc = await connect({ servers: natsUrl.split(',') });
  try {
    const jsm = await nc.jetstreamManager();
    for (const stream of [`${prefix}_EVENTS`, `${prefix}_DLQ`]) {
      try {
        await jsm.streams.delete(stream);
      } catch (error) {
        if (!/stream not found/i.test(String(error))) throw error;
      }
    }
  } finally {
    await nc.close();
  }
}

/** BullMQ keys live under `<namespace>:bull:` (apps/worker/src/worker.module.ts). */
async function deleteQueueKeys(redisUrl: string, namespace: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export default async function globalTeardown(): Promise<void> {
  const { E2E_STACK_PIDFILE, E2E_DATABASE, E2E_DATABASE_URL_RUN, E2E_NAMESPACE } = process.env;
  if (!E2E_DATABASE || !E2E_DATABASE_URL_RUN || !E2E_NAMESPACE) return;

  const failures: string[] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  if (E2E_STACK_PIDFILE) await step('stop the stack', () => stopStack(E2E_STACK_PIDFILE));
  await step(`drop database ${E2E_DATABASE}`, () => dropDatabase(E2E_DATABASE_URL_RUN, E2E_DATABASE));
  await step(`delete the ${E2E_NAMESPACE} streams`, () =>
    deleteStreams(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', E2E_NAMESPACE),
  );
  await step(`delete the ${E2E_NAMESPACE} Redis keys`, () =>
    deleteQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', E2E_NAMESPACE),
  );

  if (failures.length) throw new Error(`e2e cleanup left things behind:\n  ${failures.join('\n  ')}`);
}
