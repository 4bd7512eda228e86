// `npm test`: every check the project keeps, in order — lint, typecheck, build, unit and
// integration (jest), web (vitest), end-to-end (Playwright in Chromium) — and one closing line of
// totals over all of them: "N passed, N failed", with ", N skipped" when tests were skipped (each
// listed with its reason). A flaky Playwright test, a runner killed at its time limit and a runner
// that fails outside any test count as failed. Exits non-zero if anything failed.
// `npm test -- --only=jest,vitest` runs a subset (names: lint typecheck build jest vitest e2e).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestCounts, playwrightCounts, vitestCounts } from './test-reports.mjs';
import { runLimited } from './test-runner.mjs';
import { parseFlags } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const { values: flags } = parseFlags(
  `Usage: npm test [-- --only=<name>,<name>...]

Runs every check in order: lint typecheck build jest vitest e2e (--only picks some).`,
  { only: { type: 'string' } },
);
const only = flags.only?.split(',');
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

// Minutes each runner may take, generous for a 2-core machine; past it the runner is killed and fails.
const LIMIT_MINUTES = { lint: 10, typecheck: 10, build: 10, jest: 25, vitest: 10, e2e: 20 };

const run = (command, args, limitMinutes) => runLimited(command, args, { cwd: root, env, limitMinutes });

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is one check (lint, typecheck, build). */
const check = (command, args) => async (limitMinutes) => {
  const { ok, seconds, note } = await run(command, args, limitMinutes);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds, note };
};

/** A test runner whose JSON report gives the counts; a crash without a report counts as one failure. */
const suite = (command, args, report, count) => async (limitMinutes) => {
  rmSync(report, { force: true });
  const { ok, seconds, note } = await run(command, args, limitMinutes);
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, skipped: 0, seconds, note: note ?? 'no report was written' };
  const counts = count(json);
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test (setup, teardown, limit)
  return { ...counts, seconds, note };
};

const steps = {
  lint: async (limitMinutes) => {
    await run('npx', ['nx', 'show', 'projects'], limitMinutes); // builds the project graph the boundary rule reads
    const eslint = await check('npx', ['eslint', '.', '--max-warnings=0'])(limitMinutes);
    const format = await check('npx', ['prettier', '--check', '--log-level=warn', '.'])(limitMinutes);
    return {
      passed: eslint.passed + format.passed,
      failed: eslint.failed + format.failed,
      skipped: 0,
      seconds: (Number(eslint.seconds) + Number(format.seconds)).toFixed(1),
      note: [eslint.note, format.note].filter(Boolean).join('; ') || undefined,
    };
  },
  typecheck: check('npm', ['run', '--silent', 'typecheck']),
  build: check(process.execPath, ['scripts/build.mjs']),
  jest: suite(
    'npx',
    ['jest', '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`],
    join(results, 'jest.json'),
    jestCounts,
  ),
  vitest: suite(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'apps/web/vite.config.ts',
      '--allowOnly=false',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${join(results, 'vitest.json')}`,
    ],
    join(results, 'vitest.json'),
    vitestCounts,
  ),
  e2e: suite('npx', ['playwright', 'test', '--forbid-only'], join(results, 'e2e.json'), playwrightCounts),
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const listed = [];
for (const [name, step] of Object.entries(steps)) {
  if (only && !only.includes(name)) continue;
  if (name === 'e2e' && !existsSync(join(root, 'dist/web/index.html'))) {
    rows.push(`${name.padEnd(10)} failed: dist/web is missing (the build step failed or was skipped)`);
    totals.failed += 1;
    continue;
  }
  const result = await step(LIMIT_MINUTES[name]);
  for (const key of Object.keys(totals)) totals[key] += result[key];
  listed.push(...(result.listed ?? []).map((line) => `${name}: ${line}`));
  rows.push(
    `${name.padEnd(10)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed ${String(result.skipped).padStart(3)} skipped  ${result.seconds}s${result.note ? `  (${result.note})` : ''}`,
  );
}
if (listed.length) console.log(`\n${listed.join('\n')}`);
console.log(`\n${rows.join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
