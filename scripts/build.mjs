// Builds every Node app and lib with swc (decorator metadata on, @maeum/* aliases rewritten to
// relative paths) into dist/node/, mirroring the source tree, then the SPA with Vite into dist/web/.
// Usage: node scripts/build.mjs [--node-only|--web-only]
import { transformFile } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/node');
const args = new Set(process.argv.slice(2));

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec|test-kit|d)\.ts$/.test(entry.name)) yield path;
  }
}

async function buildNode() {
  const started = Date.now();
  await rm(out, { recursive: true, force: true });
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
  await Promise.all(jobs);
  console.log(`built ${count} files into dist/node in ${Date.now() - started} ms`);
}

function buildWeb() {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log('built the web app into dist/web');
}

if (!args.has('--web-only')) await buildNode();
if (!args.has('--node-only')) buildWeb();
