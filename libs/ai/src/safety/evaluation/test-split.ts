import { type CorpusRow, readAllRows, splitOf } from '../corpus/corpus';

/**
 * The held-out test split. Only the evaluation reads it (a unit test fails if anything else in
 * the repository names this function), so its numbers say how the gate does on ideas it was never
 * tuned on.
 */
export function readTestSplitForEvaluation(): CorpusRow[] {
  return readAllRows().filter((row) => splitOf(row.family) === 'test');
}
