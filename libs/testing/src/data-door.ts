import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A service's one data door (docs/architecture.md, "Inside a service"), as specs: SQL and ORM calls
 * only in `*.repository.ts`, the transaction and the relay's nudge only in the unit of work, and a
 * unit spec beside each use case. `root` is the service's `src`; `unitOfWork` its unit-of-work file;
 * `dataSourceAlso` the few other files that may hold the DataSource (each with its reason).
 */
export function itKeepsOneDataDoor(
  root: string,
  options: { unitOfWork: string; dataSourceAlso?: string[]; minUseCases: number },
): void {
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
  const offending = (pattern: RegExp, allowed: (file: string) => boolean) =>
    production.filter((file) => !allowed(file) && pattern.test(readFileSync(join(root, file), 'utf8')));

  it('holds every SQL statement and ORM call in a repository', () => {
    const data =
      /\.query\(|preparedQuery\(|getRepository\(|createQueryBuilder\(|\.(findOneBy|exists|find)\(\s*[A-Z]\w+\s*,/;
    expect(offending(data, (file) => file.endsWith('.repository.ts'))).toEqual([]);
  });

  it('opens transactions only through the unit of work, which alone tells the outbox relay', () => {
    const allowed = new Set([options.unitOfWork, ...(options.dataSourceAlso ?? [])]);
    expect(
      offending(/\.transaction\(|notifyCommitted\(|\bDataSource\b/, (file) => allowed.has(file)),
    ).toEqual([]);
  });

  it('has a unit spec beside every use case', () => {
    const useCases = production.filter((file) => file.endsWith('.usecase.ts'));
    expect(useCases.length).toBeGreaterThanOrEqual(options.minUseCases);
    const present = new Set(all);
    expect(useCases.filter((file) => !present.has(file.replace(/\.ts$/, '.spec.ts')))).toEqual([]);
  });
}
