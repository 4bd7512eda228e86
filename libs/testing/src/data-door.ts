import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A service's one data door (docs/architecture.md, "Inside a service"), as specs: SQL and ORM calls
 * only in `*.repository.ts`, the transaction and the relay's nudge only in the unit of work, and a
 * unit spec beside each use case. `root` is the service's `src`; `unitOfWork` its unit-of-work file;
 * `dataSourceAlso` the few other files that may hold the DataSource (each with its reason);
 * `notYetConverted` the files of a service that moves feature by feature and has not moved them yet
 * (the list may only shrink: a converted file left on it fails).
 */
export function itKeepsOneDataDoor(
  root: string,
  options: {
    unitOfWork: string;
    dataSourceAlso?: string[];
    minUseCases: number;
    notYetConverted?: readonly string[];
  },
): void {
  const exempt = new Set(options.notYetConverted ?? []);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const all = files(root).map((file) => relative(root, file));
  const production = all.filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.startsWith('migrations/') &&
      !/\.(spec|int-spec)\.ts$/.test(file) &&
      !file.endsWith('.test-kit.ts'),
  );
  const matches = (file: string, pattern: RegExp) => pattern.test(readFileSync(join(root, file), 'utf8'));
  const offending = (pattern: RegExp, allowed: (file: string) => boolean) =>
    production.filter((file) => !allowed(file) && !exempt.has(file) && matches(file, pattern));
  const data =
    /\.query\(|preparedQuery\(|getRepository\(|createQueryBuilder\(|\.(findOneBy|exists|find)\(\s*[A-Z]\w+\s*,/;
  const transaction = /\.transaction\(|notifyCommitted\(|\bDataSource\b/;
  const withoutSpec = (file: string) =>
    file.endsWith('.usecase.ts') && !all.includes(file.replace(/\.ts$/, '.spec.ts'));

  it('holds every SQL statement and ORM call in a repository', () => {
    expect(offending(data, (file) => file.endsWith('.repository.ts'))).toEqual([]);
  });

  it('opens transactions only through the unit of work, which alone tells the outbox relay', () => {
    const allowed = new Set([options.unitOfWork, ...(options.dataSourceAlso ?? [])]);
    expect(offending(transaction, (file) => allowed.has(file))).toEqual([]);
  });

  it('has a unit spec beside every use case', () => {
    const useCases = production.filter((file) => file.endsWith('.usecase.ts') && !exempt.has(file));
    expect(useCases.length).toBeGreaterThanOrEqual(options.minUseCases);
    expect(useCases.filter(withoutSpec)).toEqual([]);
  });

  if (exempt.size > 0)
    it('exempts only files that still need it', () => {
      const stillNeeds = (file: string) =>
        matches(file, data) || matches(file, transaction) || withoutSpec(file);
      expect([...exempt].filter((file) => !production.includes(file) || !stillNeeds(file))).toEqual([]);
    });
}
