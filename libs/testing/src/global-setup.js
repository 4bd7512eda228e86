// Gives this jest run a unique id; every database, NATS namespace and queue prefix a suite makes
// carries it, so runs on one machine never see each other and teardown can remove what is left.
// Integration suites run the built apps as real processes, so the Node build comes first (≈0.2 s).
const { randomBytes } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');

module.exports = async () => {
  process.env.MAEUM_TEST_RUN = `t${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const root = resolve(__dirname, '../../..');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--node-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The Node build failed; integration tests need dist/node');
};
