// Printing and saving results: a plain-text table for the terminal and one JSON file per benchmark
// under bench/results/ (git-ignored) with what is needed to compare runs across machines.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';

export function table(headers, rows, align = []) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (align[i] === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export function machineInfo(root) {
  const list = cpus();
  let commit;
  let dirty;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    dirty =
      execFileSync('git', ['status', '--porcelain'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim().length > 0;
  } catch {
    commit = undefined;
  }
  return {
    cpus: list.length,
    cpuModel: list[0]?.model,
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${platform()} ${release()}`,
    loadavg: loadavg().map((v) => Math.round(v * 100) / 100),
    git: commit ? { commit, dirty } : undefined,
  };
}

export async function writeResult(root, name, data) {
  const dir = join(root, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${name}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
