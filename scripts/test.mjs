// `npm test`: every check the project keeps, in order — lint, typecheck, build, unit and
// integration (jest), web (vitest), end-to-end (Playwright in Chromium) — and one closing line of
// totals over all of them: "N passed, N failed". Exits non-zero if anything failed.
// `npm test -- --only=jest,vitest` runs a subset (names: lint typecheck build jest vitest e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const env = {
  ...process.env,
  // Runners started through npx (#!/usr/bin/env node) and the apps they spawn run on this Node, the
  // one package.json pins, even when this script was started by another `node` on PATH.
  PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
  NX_DAEMON: 'false',
  NX_USE_LOCAL: 'true',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
mkdirSync(results, { recursive: true });
console.log(`Node ${process.version} at ${process.execPath}`);

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is one check (lint, typecheck, build). */
const check = (command, args) => () => {
  const { ok, seconds } = run(command, args);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
};

/** A test runner whose JSON report gives the counts; a crash without a report counts as one failure. */
const suite = (command, args, report, count) => () => {
  rmSync(report, { force: true });
  const { ok, seconds } = run(command, args);
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, seconds, note: 'no report was written' };
  const counts = count(json);
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test (setup, teardown)
  return { ...counts, seconds };
};

const steps = {
  lint: () => {
    run('npx', ['nx', 'show', 'projects']); // builds the project graph the boundary rule reads
    const eslint = check('npx', ['eslint', '.', '--max-warnings=0'])();
    const format = check('npx', ['prettier', '--check', '--log-level=warn', '.'])();
    return {
      passed: eslint.passed + format.passed,
      failed: eslint.failed + format.failed,
      seconds: (Number(eslint.seconds) + Number(format.seconds)).toFixed(1),
    };
  },
  typecheck: check('npm', ['run', '--silent', 'typecheck']),
  build: check(process.execPath, ['scripts/build.mjs']),
  jest: suite(
    'npx',
    ['jest', '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`],
    join(results, 'jest.json'),
    (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    }),
  ),
  vitest: suite(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'apps/web/vite.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${join(results, 'vitest.json')}`,
    ],
    join(results, 'vitest.json'),
    (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  ),
  e2e: suite('npx', ['playwright', 'test'], join(results, 'e2e.json'), (r) => ({
    passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
    failed: (r.stats?.unexpected ?? 0) + (r.errors?.length && !r.stats?.expected ? 1 : 0),
  })),
};

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const [name, step] of Object.entries(steps)) {
  if (only && !only.includes(name)) continue;
  if (name === 'e2e' && !existsSync(join(root, 'dist/web/index.html'))) {
    lines.push(`${name.padEnd(10)} failed: dist/web is missing (the build step failed or was skipped)`);
    totals.failed += 1;
    continue;
  }
  const result = step();
  totals.passed += result.passed;
  totals.failed += result.failed;
  lines.push(
    `${name.padEnd(10)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds}s${result.note ? `  (${result.note})` : ''}`,
  );
}
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
