import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The labelled safety corpus: JSON lines in this
 * folder, one message or one short conversation a row. Rows are split by family, one idea and its
 * paraphrases, so no paraphrase of a test idea is ever seen while rules and weights are written.
 */

import { SAFETY_LABELS, type SafetyLabel } from './labels';

export { SAFETY_LABELS, type SafetyLabel };
export type Split = 'train' | 'dev' | 'test';

interface RowBase {
  family: string;
  lang: 'en' | 'ko';
  label: SafetyLabel;
  kind: string;
  /** The file the row came from. */
  source: string;
}
export interface MessageRow extends RowBase {
  text: string;
}
export interface ConversationRow extends RowBase {
  turns: string[];
  /** The turn (0-based) by which the label is clear; absent for 'none'. */
  completesAt?: number;
}
export type CorpusRow = MessageRow | ConversationRow;

export const isConversation = (row: CorpusRow): row is ConversationRow => 'turns' in row;

/** Fixed: changing it reshuffles every family between the splits. */
const SPLIT_SEED = 'maeum-safety-corpus-v1';

function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

/** About 60/20/20 by family. */
export function splitOf(family: string): Split {
  const at = unitHash(`${SPLIT_SEED}:${family}`);
  return at < 0.6 ? 'train' : at < 0.8 ? 'dev' : 'test';
}

/** One of `folds` parts of a split, by family (training's held-out folds). */
export function foldOf(family: string, folds: number): number {
  return Math.min(folds - 1, Math.floor(unitHash(`fold:${family}`) * folds));
}

/** The folder of the .jsonl files (scripts that run a compiled copy name the source folder). */
export const CORPUS_DIR = process.env.SAFETY_CORPUS_DIR ?? __dirname;

function parseRow(line: string, source: string, lineNo: number): CorpusRow {
  const row = JSON.parse(line) as CorpusRow;
  const valid =
    typeof row.family === 'string' &&
    (row.lang === 'en' || row.lang === 'ko') &&
    SAFETY_LABELS.includes(row.label) &&
    typeof row.kind === 'string' &&
    (isConversation(row)
      ? Array.isArray(row.turns) && row.turns.length > 0 && row.turns.every((t) => typeof t === 'string')
      : typeof (row as MessageRow).text === 'string');
  if (!valid) throw new Error(`${source}:${lineNo}: not a corpus row`);
  return { ...row, source };
}

/** Every row of every file, whatever its split: only this module and the evaluation call it. */
export function readAllRows(dir = CORPUS_DIR): CorpusRow[] {
  const rows: CorpusRow[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim()) rows.push(parseRow(line, file, i + 1));
      });
  }
  return rows;
}

/**
 * The rows of the train or dev split, what rules, features and thresholds are written from. The
 * test split is not served here: only evaluation/test-split.ts reads it.
 */
export function loadCorpus(split: 'train' | 'dev', dir = CORPUS_DIR): CorpusRow[] {
  if ((split as Split) === 'test') throw new Error('the test split is read only by the evaluation');
  return readAllRows(dir).filter((row) => splitOf(row.family) === split);
}
