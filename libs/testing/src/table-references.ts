import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TableReference {
  schema: string;
  table: string;
  /** 1-based line in the text it was found in. */
  line: number;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations']);

/** `"auth"."users"` anywhere, and `auth.users` after a SQL keyword, for the given schemas. */
export function tableReferencesIn(text: string, schemas: string[]): TableReference[] {
  const names = schemas.join('|');
  const quoted = new RegExp(`"(${names})"\\."(\\w+)"`, 'g');
  const bare = new RegExp(
    `\\b(?:FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE|REFERENCES)\\s+(${names})\\.(\\w+)\\b`,
    'gi',
  );
  return [...text.matchAll(quoted), ...text.matchAll(bare)].map((m) => ({
    schema: m[1],
    table: m[2],
    line: text.slice(0, m.index).split('\n').length,
  }));
}

/** The TypeScript files under `dirs` (relative to root), leaving out migrations, builds and packages. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return dirs.flatMap(walk);
}

/** Every reference to a table of `schemas` in the source files, with the file it is in. */
export function tableReferences(root: string, dirs: string[], schemas: string[]) {
  return sourceFiles(root, dirs).flatMap((file) =>
    tableReferencesIn(readFileSync(join(root, file), 'utf8'), schemas).map((ref) => ({ file, ...ref })),
  );
}
