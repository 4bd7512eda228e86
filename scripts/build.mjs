// Builds every Node app and lib with swc (decorator metadata on, @maeum/* aliases rewritten to
// relative paths) into dist/node/, mirroring the source tree, then the SPA with Vite into dist/web/.
// Usage: node scripts/build.mjs [--node-only|--web-only]
//
// Each build goes into a new folder, dist/.builds/<kind>-<time>-<pid>, and dist/node (dist/web) is a
// symbolic link to the finished one, replaced in one rename: a stack running from dist/ (npm start,
// a test) never finds its folder missing or half written, and a process keeps the files of the build
// it started from (Node resolves the link when it loads a module). The last three builds of each
// kind are kept. The web build also keeps the previous build's hashed files, so pages already open
// (and a gateway started before) still find the chunks they name.
import { transformFile } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: node scripts/build.mjs [--node-only | --web-only]

Builds every Node app and lib into dist/node and the web app into dist/web (both by default).`;
const { values: flags } = parseFlags(USAGE, {
  'node-only': { type: 'boolean', default: false },
  'web-only': { type: 'boolean', default: false },
});
if (flags['node-only'] && flags['web-only']) {
  console.error(`--node-only and --web-only exclude each other\n\n${USAGE}`);
  process.exit(2);
}
const BUILDS = join(root, 'dist/.builds');
const KEEP = 3;
const buildDir = (kind) => join(BUILDS, `${kind}-${Date.now()}-${process.pid}`);

/** Points dist/<kind> at a finished build in one rename, then prunes old builds. */
async function swapIn(kind, built) {
  const target = join(root, 'dist', kind);
  // Before builds were linked, dist/<kind> was a folder: moved aside once, as a build of its own.
  const current = await lstat(target).catch(() => undefined);
  if (current?.isDirectory()) await rename(target, join(BUILDS, `${kind}-0-legacy${process.pid}`));
  const link = `${target}.link-${process.pid}`;
  await rm(link, { force: true });
  await symlink(relative(dirname(target), built), link);
  await rename(link, target);
  await prune(kind, built);
}

/** Keeps the newest KEEP builds of a kind (and the one linked); removes the rest and dead leftovers. */
async function prune(kind, linked) {
  const names = (await readdir(BUILDS)).filter((n) => n.startsWith(`${kind}-`));
  const stamp = (n) => Number(n.split('-')[1]);
  const newest = names.sort((a, b) => stamp(b) - stamp(a)).slice(0, KEEP);
  for (const name of names) {
    const path = join(BUILDS, name);
    if (path === linked || newest.includes(name)) continue;
    const pid = Number(name.split('-')[2]);
    // A build still under way in another process is not a leftover.
    if (stamp(name) > 0 && pid !== process.pid && alive(pid) && !(await isLinked(path))) continue;
    await rm(path, { recursive: true, force: true });
  }
}

async function isLinked(path) {
  for (const kind of ['node', 'web']) {
    const target = await readlink(join(root, 'dist', kind)).catch(() => undefined);
    if (target && resolve(root, 'dist', target) === path) return true;
  }
  return false;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec|test-kit|d)\.ts$/.test(entry.name)) yield path;
  }
}

async function buildNode() {
  const started = Date.now();
  const out = buildDir('node');
  await mkdir(out, { recursive: true });
  const dirs = [];
  for (const top of ['apps', 'libs']) {
    for (const entry of await readdir(join(root, top), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'web') dirs.push(join(root, top, entry.name, 'src'));
    }
  }
  const options = {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      baseUrl: root,
      paths: { '@maeum/*': ['libs/*/src/index.ts'] },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: true,
  };
  let count = 0;
  const jobs = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for await (const file of sources(dir)) {
      jobs.push(
        (async () => {
          const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
          const { code, map } = await transformFile(file, {
            ...options,
            filename: file,
            sourceFileName: relative(dirname(target), file),
          });
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map`);
          if (map) await writeFile(`${target}.map`, map);
          count++;
        })(),
      );
    }
  }
  try {
    await Promise.all(jobs);
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  }
  await swapIn('node', out);
  console.log(`built ${count} files into dist/node in ${Date.now() - started} ms`);
}

/**
 * Copies the files the previous build's manifest names (and their .br/.gz) into the new build when
 * it has no file of that name: one build back only, so they do not pile up.
 */
async function keepPreviousAssets(web, next) {
  const manifestPath = join(root, 'dist/web.manifest.json');
  if (!existsSync(manifestPath) || !existsSync(web)) return;
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch {
    return;
  }
  const files = new Set();
  for (const chunk of Object.values(manifest))
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (file) files.add(file);
  for (const file of files)
    for (const name of [file, `${file}.br`, `${file}.gz`]) {
      const from = join(web, name);
      const to = join(next, name);
      if (existsSync(from) && !existsSync(to)) {
        await mkdir(dirname(to), { recursive: true });
        await cp(from, to);
      }
    }
}

async function buildWeb() {
  const web = join(root, 'dist/web');
  const next = buildDir('web');
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      next,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    await rm(next, { recursive: true, force: true });
    await rm(`${next}.manifest.json`, { force: true });
    process.exit(result.status ?? 1);
  }
  await keepPreviousAssets(web, next);
  await rename(`${next}.manifest.json`, join(root, 'dist/web.manifest.json'));
  await swapIn('web', next);
  console.log('built the web app into dist/web');
}

if (!flags['web-only']) await buildNode();
if (!flags['node-only']) await buildWeb();
