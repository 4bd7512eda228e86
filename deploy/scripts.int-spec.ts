// The project's scripts as a developer meets them: flags they do not know are refused before
// anything happens, --help only prints, and a build never leaves dist/node missing or half written
// under a running stack (it builds into a new folder and swaps it in).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const ENTRY = join(ROOT, 'dist/node/apps/gateway/src/main.js');
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join('scripts', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('scripts', () => {
  it('npm start --help prints the usage and builds nothing', () => {
    const before = statSync(ENTRY).mtimeMs;
    const result = run('start.mjs', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm start/);
    expect(result.stdout).toContain('docker compose --profile deps up -d');
    expect(result.stdout + result.stderr).not.toMatch(/built \d+ files/);
    expect(statSync(ENTRY).mtimeMs).toBe(before);
  });

  it.each([
    ['start.mjs', ['--no-bulid'], /Unknown option '--no-bulid'/],
    ['start.mjs', ['--only=gatway'], /No app named gatway/],
    ['start.mjs', ['gateway'], /Unexpected argument 'gateway'/],
    ['build.mjs', ['--node'], /Unknown option '--node'/],
    ['build.mjs', ['--node-only', '--web-only'], /exclude each other/],
    ['migrate.mjs', ['--dry-run'], /Unknown option '--dry-run'/],
  ])('%s %j is refused with the reason and the usage (exit 2)', (script, args, reason) => {
    const result = run(script, ...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(reason);
    expect(result.stderr).toContain('Usage:');
  });

  it('a build swaps dist/node in whole: the running stack never finds it missing', async () => {
    const child = spawn(process.execPath, ['scripts/build.mjs', '--node-only'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let checks = 0;
    let missing = 0;
    let done = false;
    void exited.then(() => (done = true));
    while (!done) {
      checks++;
      if (!existsSync(ENTRY)) missing++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(checks).toBeGreaterThan(50);
    expect(missing).toBe(0);
  });
});
