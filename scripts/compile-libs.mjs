// Compiles some source folders with swc into a cache folder under node_modules/.cache (CommonJS,
// @maeum/* aliases resolved): enough to run a lib's tools without a full build. Used by the
// safety and companion scripts.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec|d)\.ts$/.test(entry.name)) yield path;
  }
}

/** Compiles `dirs` (relative to the repository) into `node_modules/.cache/<name>`; returns that folder. */
export async function compileLibs(name, dirs) {
  const out = join(root, 'node_modules/.cache', name);
  await rm(out, { recursive: true, force: true });
  const jobs = [];
  for (const dir of dirs) {
    for await (const file of sources(join(root, dir))) {
      jobs.push(
        transformFile(file, {
          filename: file,
          jsc: {
            parser: { syntax: 'typescript' },
            target: 'es2022',
            baseUrl: root,
            paths: { '@maeum/*': ['libs/*/src/index.ts'] },
          },
          module: { type: 'commonjs' },
        }).then(async ({ code }) => {
          const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, code);
        }),
      );
    }
  }
  await Promise.all(jobs);
  return out;
}
