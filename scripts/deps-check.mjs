// `npm run deps:check`: the direct dependencies a major version (or more) behind the registry's
// latest, and the lines superseded by other packages, each with the reason docs/toolchain.md
// records for not moving ("Majors behind, and why"). Asks the registry through `npm outdated`.
// Flags: --strict (exit 1 when one has no recorded reason), --help.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseFlags(
  `Usage: npm run deps:check [-- --strict]

Lists direct dependencies a major behind (and superseded lines) with the reason docs/toolchain.md
gives. --strict: exit 1 when one has no reason recorded.`,
  { strict: { type: 'boolean', default: false } },
);

/** Lines whose successor is another package name, which `npm outdated` cannot see. */
const SUPERSEDED = { nats: '@nats-io/transport-node (+ @nats-io/jetstream)' };

const major = (version) => {
  const [maj, min] = String(version)
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);
  return maj === 0 ? min / 1000 : maj; // 0.x: a minor step is a major one
};

/** `| \`name\` | … | reason |` rows of the "Majors behind, and why" section. */
export function recordedReasons(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Majors behind, and why'));
  const reasons = new Map();
  for (const line of (section ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) reasons.set(name, cells[cells.length - 2]);
  }
  return reasons;
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const outdated = spawnSync('npm', ['outdated', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(outdated.stdout || '{}');
} catch {
  console.error(`npm outdated did not answer JSON:\n${outdated.stderr}`);
  process.exit(2);
}
const reasons = recordedReasons(readFileSync(join(root, 'docs/toolchain.md'), 'utf8'));
const rows = [];
for (const [name, info] of Object.entries(report)) {
  const current = info.current ?? info.wanted;
  if (!current || !info.latest || major(info.latest) <= major(current)) continue;
  rows.push({ name, current, latest: info.latest, dev: name in (pkg.devDependencies ?? {}) });
}
for (const [name, successor] of Object.entries(SUPERSEDED))
  if (pkg.dependencies?.[name] || pkg.devDependencies?.[name])
    rows.push({
      name,
      current: pkg.dependencies?.[name] ?? pkg.devDependencies[name],
      latest: `→ ${successor}`,
    });
rows.sort((a, b) => a.name.localeCompare(b.name));

let unexplained = 0;
const width = Math.max(...rows.map((r) => r.name.length), 7);
console.log(`${'package'.padEnd(width)}  ${'here'.padEnd(9)}  ${'latest'.padEnd(12)}  why not`);
for (const row of rows) {
  const reason = reasons.get(row.name);
  if (!reason) unexplained++;
  console.log(
    `${row.name.padEnd(width)}  ${String(row.current).padEnd(9)}  ${String(row.latest).padEnd(12)}  ${reason ?? 'NO REASON RECORDED in docs/toolchain.md'}${row.dev ? ' (dev)' : ''}`,
  );
}
console.log(`\n${rows.length} behind by a major, ${unexplained} without a recorded reason`);
if (flags.strict && unexplained) process.exit(1);
