import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DataDoorOptions {
  /** The service's unit of work, relative to `root`: the one file that may open a transaction. */
  unitOfWork: string;
  /** At least this many use cases (so that a moved folder cannot make the check pass empty). */
  minUseCases: number;
  /**
   * Files that still hold their own SQL or transaction while the service moves feature by feature.
   * Each must still need the exemption: a file converted and left here fails the check.
   */
  notYetConverted?: readonly string[];
}

/**
 * A service's one data door (ARCHITECTURE "Inside a service"): SQL and ORM calls only in
 * `*.repository.ts`, the transaction and the relay's nudge only in the unit of work, and a unit spec
 * beside each use case. Call it at the top of the service's `data-door.spec.ts` with its `__dirname`.
 */
export function checkDataDoor(root: string, options: DataDoorOptions): void {
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
  const exempt = new Set(options.notYetConverted ?? []);
  const data =
    /\.query\(|preparedQuery\(|getRepository\(|createQueryBuilder\(|\.(findOneBy|exists|find)\(\s*[A-Z]\w+\s*,/;
  const transaction = /\.transaction\(|notifyCommitted\(|\bDataSource\b/;
  const matches = (file: string, pattern: RegExp) => pattern.test(readFileSync(join(root, file), 'utf8'));

  it('holds every SQL statement and ORM call in a repository', () => {
    expect(
      production.filter(
        (file) => !file.endsWith('.repository.ts') && !exempt.has(file) && matches(file, data),
      ),
    ).toEqual([]);
  });

  it('opens transactions only through the unit of work, which alone tells the outbox relay', () => {
    expect(
      production.filter(
        (file) => file !== options.unitOfWork && !exempt.has(file) && matches(file, transaction),
      ),
    ).toEqual([]);
  });

  it('has a unit spec beside every use case', () => {
    const useCases = production.filter((file) => file.endsWith('.usecase.ts') && !exempt.has(file));
    expect(useCases.length).toBeGreaterThanOrEqual(options.minUseCases);
    const present = new Set(all);
    expect(useCases.filter((file) => !present.has(file.replace(/\.ts$/, '.spec.ts')))).toEqual([]);
  });

  if (exempt.size > 0)
    it('exempts only files that still need it', () => {
      const stillNeeds = (file: string) =>
        matches(file, data) ||
        matches(file, transaction) ||
        (file.endsWith('.usecase.ts') && !all.includes(file.replace(/\.ts$/, '.spec.ts')));
      expect([...exempt].filter((file) => !production.includes(file) || !stillNeeds(file))).toEqual([]);
    });
}
