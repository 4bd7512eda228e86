// Counts of each test runner's JSON report, for the totals of `npm test`. Skipped and todo tests
// are counted (and listed with their titles, which carry the reason); a Playwright test that passed
// only on a retry is flaky and counts as failed.

const NOT_RUN = new Set(['pending', 'skipped', 'todo', 'disabled']);

/** Jest's and Vitest's reports share this shape. */
function jestLike(report, failedOutsideTests) {
  const skippedTitles = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((t) => NOT_RUN.has(t.status)).map((t) => t.fullName),
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedOutsideTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    listed: skippedTitles.map((title) => `not run: ${title}`),
  };
}

export const jestCounts = (report) => jestLike(report, report.numRuntimeErrorTestSuites ?? 0);

export const vitestCounts = (report) => jestLike(report, 0);

function* playwrightTests(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const listed = [];
  for (const suite of report.suites ?? [])
    for (const { title, test } of playwrightTests(suite)) {
      if (test.status === 'flaky') listed.push(`flaky (passed only on a retry): ${title}`);
      if (test.status === 'skipped') {
        const why = (test.annotations ?? []).find((a) => a.type === 'skip' || a.type === 'fixme');
        listed.push(`not run: ${title}${why?.description ? ` (${why.description})` : ''}`);
      }
    }
  const errorsOutsideTests = report.errors?.length && !stats.expected ? 1 : 0;
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errorsOutsideTests,
    skipped: stats.skipped ?? 0,
    listed,
  };
}
