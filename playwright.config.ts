// End-to-end smoke suite: the built SPA and every service, run as one stack on their own port,
// database and NATS namespace so a dev stack on the defaults (3000, 9101-9106, `maeum`) is never
// touched. Build first (`node scripts/build.mjs`); this config only checks that the build is there.
import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated again in every worker process; the runner's environment is inherited,
// so the run id made by the first evaluation (the runner) is the one every process sees.
const run = (process.env.MAEUM_E2E_RUN ??= randomBytes(4).toString('hex'));
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

const databaseName = `maeum_e2e_${run}`;
const databaseUrl = new URL(
  process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
databaseUrl.pathname = `/${databaseName}`;

process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATABASE = databaseName;
process.env.E2E_DATABASE_URL_RUN = databaseUrl.toString();
process.env.E2E_NAMESPACE = `e2e${run}`;
// The reset-password test listens here with a real SMTP server; the stack's worker sends to it.
process.env.E2E_SMTP_PORT ??= String(port + 1);
// e2e/global-teardown.ts stops the stack through this file (see there why it cannot wait for Playwright).
process.env.E2E_STACK_PIDFILE = join(tmpdir(), `maeum-e2e-${run}.pid`);

for (const artifact of ['dist/web/index.html', 'dist/node/apps/gateway/src/main.js']) {
  if (!existsSync(join(__dirname, artifact))) {
    throw new Error(`${artifact} is missing: run \`node scripts/build.mjs\` before \`npx playwright test\`.`);
  }
}

const metricsPortsOff = Object.fromEntries(
  ['auth', 'billing', 'sessions', 'journal', 'admin', 'worker', 'gateway'].map((app) => [
    `${app.toUpperCase()}_METRICS_PORT`,
    '0',
  ]),
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI === 'true',
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-US',
    colorScheme: 'light',
    // A missing element fails in seconds, not at the 30 s test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // `exec` keeps the recorded pid that of start.mjs, the leader of the stack's process group.
    // process.execPath: the stack runs on the Node that runs Playwright (package.json pins it).
    command: `echo $$ > "$E2E_STACK_PIDFILE" && exec ${JSON.stringify(process.execPath)} scripts/start.mjs --no-build`,
    cwd: __dirname,
    // /api/health answers 503 until every service and dependency is up; Playwright waits for 200.
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_STACK_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...metricsPortsOff,
      E2E_STACK_PIDFILE: process.env.E2E_STACK_PIDFILE,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: databaseUrl.toString(),
      MESSAGING_NAMESPACE: process.env.E2E_NAMESPACE,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json', // start.mjs would make it lines for people
      SHUTDOWN_TIMEOUT_MS: '5000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.E2E_SMTP_PORT,
    },
  },
});
