// Each built app (dist/node) refuses to start on a bad setting of its own config class, and says
// which: the operator's view of apps/<app>/src/<app>.config.ts and the libs/config fragments it
// takes in. Nothing is reached: the addresses below lead nowhere, so an app that wrongly accepted
// its environment would wait for Postgres or NATS instead of touching anyone's data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const NOWHERE = {
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere',
  REDIS_URL: 'redis://127.0.0.1:1',
  NATS_URL: 'nats://127.0.0.1:1',
  LOG_LEVEL: 'warn',
};

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...NOWHERE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const app = (name: string) => `dist/node/apps/${name}/src/main.js`;

describe('an app with a bad setting', () => {
  it.each([
    [
      'gateway',
      { NODE_ENV: 'production', DIAGNOSTICS_ENABLED: 'true' },
      'DIAGNOSTICS_ENABLED must be false when NODE_ENV=production',
    ],
    [
      'auth',
      { NODE_ENV: 'production' },
      'AUTH_MASTER_KEY must be at least 32 characters (required in production)',
    ],
    [
      'auth',
      { GOOGLE_CLIENT_ID: 'google-id' },
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    ],
    [
      'billing',
      { NODE_ENV: 'production' },
      'TOSS_SECRET_KEY must be a Toss secret key (test_sk_… or live_sk_…; required in production)',
    ],
    ['sessions', { AI_PROVIDER: 'gemini' }, 'AI_API_KEY is required when AI_PROVIDER=gemini'],
    [
      'journal',
      { NODE_ENV: 'production' },
      'DATA_ENCRYPTION_KEY must be at least 32 characters (required in production)',
    ],
    [
      'admin',
      { NATS_URL: 'http://127.0.0.1:1' },
      'NATS_URL must be a nats:// URL (comma-separated for a cluster)',
    ],
    ['worker', { NODE_ENV: 'production' }, 'SMTP_HOST is required in production'],
  ])(
    '%s refuses to start and names it (%j)',
    async (name, env, message) => {
      const { code, output } = await run(app(name), env);
      expect(output).toContain(`${name} could not start: Invalid configuration:`);
      expect(output).toContain(message);
      expect(code).toBe(1);
    },
    20_000,
  );

  it('the admin CLI refuses a bad MESSAGING_NAMESPACE before it connects', async () => {
    const { code, output } = await run(
      'dist/node/apps/admin/src/cli.js',
      { MESSAGING_NAMESPACE: 'Not Valid' },
      ['admin:grant', 'someone@example.com'],
    );
    expect(output).toContain('MESSAGING_NAMESPACE must be lowercase letters, digits, - or _');
    expect(code).toBe(1);
  }, 20_000);
});
