// A private world for one bench run: its own Postgres database and NATS namespace, so a bench never
// reads or writes dev data and two runs never see each other. `dispose()` removes both; it is safe
// to call twice and on a half-made environment (a failure or Ctrl-C part-way through setup).
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { connect } = require('nats');

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createEnvironment(env = process.env) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const baseUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const adminUrl = withDatabase(baseUrl, 'postgres');
  const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
  const database = `maeum_bench_${id}`;
  const namespace = `bench${id}`;
  const prefix = namespace.toUpperCase().replace(/-/g, '_');
  let created = false;
  let disposed = false;

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
    created = true;
  } finally {
    await admin.end();
  }

  return {
    id,
    database,
    namespace,
    streams: [`${prefix}_EVENTS`, `${prefix}_DLQ`],
    /** What every app of the stack gets: where the private database and namespace are. */
    appEnv: {
      DATABASE_URL: withDatabase(baseUrl, database),
      NATS_URL: natsUrl,
      REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1:6379',
      MESSAGING_NAMESPACE: namespace,
    },
    async dispose() {
      if (disposed) return [];
      disposed = true;
      const problems = [];
      if (created) {
        const client = new Client({ connectionString: adminUrl });
        try {
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        } catch (error) {
          problems.push(`could not drop database ${database}: ${error.message}`);
        } finally {
          await client.end().catch(() => undefined);
        }
      }
      try {
        const nc = await connect({ servers: natsUrl.split(','), timeout: 3000 });
        try {
          const jsm = await nc.jetstreamManager();
          for (const stream of this.streams) {
            await jsm.streams.delete(stream).catch((error) => {
              if (!/not found/i.test(String(error?.message)))
                problems.push(`could not delete stream ${stream}: ${error.message}`);
            });
          }
        } finally {
          await nc.close();
        }
      } catch (error) {
        problems.push(`could not reach NATS to delete streams ${this.streams.join(', ')}: ${error.message}`);
      }
      return problems;
    },
  };
}
