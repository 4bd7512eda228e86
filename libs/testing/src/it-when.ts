/** A jest test declaration, as `it` takes it. */
export type TestDeclaration = (name: string, test: jest.ProvidesCallback, timeoutMs?: number) => void;

/**
 * `it` when the condition holds; otherwise every test it declares is skipped with the reason in its
 * title, so `npm test` lists why. Lint bans bare `it.skip` / `xit` / `.todo`: this is the one way to
 * skip a jest test.
 */
export function itWhen(condition: boolean, reason: string): TestDeclaration {
  if (!reason.trim()) throw new Error('itWhen needs the reason a test may be skipped');
  if (condition) return it;
  return (name, test, timeoutMs) => it.skip(`${name} (skipped: ${reason})`, test, timeoutMs);
}
