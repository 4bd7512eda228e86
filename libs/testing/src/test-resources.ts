import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Client } from 'pg';

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** This jest run's id (set by the global setup); every resource a suite makes starts with it. */
export function testRunId(): string {
  return (process.env.MAEUM_TEST_RUN ??= `t${Date.now().toString(36)}${randomBytes(2).toString('hex')}`);
}

function suffix(): string {
  return randomBytes(3).toString('hex');
}

/** A fresh, empty database for one suite. Drop it with `dropTestDatabase`. */
export async function createTestDatabase(): Promise<string> {
  const name = `maeum_${testRunId()}_${suffix()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

/** A NATS/BullMQ namespace of its own: subjects, streams and queue keys no other suite uses. */
export function testNamespace(): string {
  return `${testRunId()}${suffix()}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}
