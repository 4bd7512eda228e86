import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Billing's one data door (ARCHITECTURE §4a): SQL and ORM calls only in `*.repository.ts`, the
// transaction and the relay's nudge only in the unit of work, and a unit spec beside each use case.
const ROOT = __dirname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const production = files(ROOT)
  .map((file) => relative(ROOT, file))
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.startsWith('migrations/') &&
      !/\.(spec|int-spec)\.ts$/.test(file) &&
      !file.endsWith('.test-kit.ts'),
  );
const offending = (pattern: RegExp, allowed: (file: string) => boolean) =>
  production.filter((file) => !allowed(file) && pattern.test(readFileSync(join(ROOT, file), 'utf8')));

it('holds every SQL statement and ORM call in a repository', () => {
  const data =
    /\.query\(|preparedQuery\(|getRepository\(|createQueryBuilder\(|\.(findOneBy|exists|find)\(\s*[A-Z]\w+\s*,/;
  expect(offending(data, (file) => file.endsWith('.repository.ts'))).toEqual([]);
});

it('opens transactions only through the unit of work, which alone tells the outbox relay', () => {
  expect(
    offending(
      /\.transaction\(|notifyCommitted\(|\bDataSource\b/,
      (file) => file === 'billing.unit-of-work.ts',
    ),
  ).toEqual([]);
});

it('has a unit spec beside every use case', () => {
  const useCases = production.filter((file) => file.endsWith('.usecase.ts'));
  expect(useCases.length).toBeGreaterThan(20);
  const all = new Set(files(ROOT).map((file) => relative(ROOT, file)));
  expect(useCases.filter((file) => !all.has(file.replace(/\.ts$/, '.spec.ts')))).toEqual([]);
});
