// Removes whatever this run's suites left behind (a suite that crashed skips its own cleanup).
const { Client } = require('pg');
const { connect } = require('nats');
const Redis = require('ioredis');

module.exports = async () => {
  const run = process.env.MAEUM_TEST_RUN;
  if (!run) return;
  const admin = new Client({
    connectionString: process.env.TEST_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `maeum_${run}%`,
  ]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
  const nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222' });
  const jsm = await nc.jetstreamManager();
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(run.toUpperCase())) await jsm.streams.delete(stream.config.name);
  }
  await nc.close();
  // Rate limits, revoked-session marks, OAuth flows and queues the run's namespaces kept in Redis.
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  for await (const keys of redis.scanStream({ match: `${run}*`, count: 1000 }))
    if (keys.length) await redis.unlink(...keys);
  redis.disconnect();
};
