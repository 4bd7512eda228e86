import { assessMessage } from '../safety/safety-gate';
import type { TextCompleter } from '../providers/text-completer';
import { analyseEntry } from './analyse-entry';
import { type JournalAnalysis, languageOf } from './journal-analysis.types';
import {
  ANALYSIS_MAX_TOKENS,
  ANALYSIS_TEMPERATURE,
  analysisInstructions,
  parseAnalysis,
} from './provider-analysis';

export interface AnalysedEntry {
  analysis: JournalAnalysis;
  /** Who wrote it: the configured model, or the offline analyser (no model, a failure, a crisis). */
  by: string;
  /** Why the model's answer was not used, when it was asked and not used. */
  fallbackReason?: 'failed' | 'invalid';
}

/**
 * Analyses an entry with the model when there is one, else offline. An entry that reads as a
 * crisis is analysed offline, so its analysis always carries the lines to call; a model that
 * fails, runs past `timeoutMs` or answers something that is not an analysis is replaced by the
 * offline analysis.
 */
export async function analyseJournalEntry(
  entry: { title?: string | null; content: string },
  model: TextCompleter | undefined,
  timeoutMs: number,
): Promise<AnalysedEntry> {
  const text = `${entry.title ?? ''}\n${entry.content}`;
  if (!model || assessMessage(text).kind === 'crisis')
    return { analysis: analyseEntry(entry), by: 'offline' };
  try {
    const answer = await model.complete(
      {
        system: analysisInstructions(languageOf(text)),
        user: text.trim(),
        maxTokens: ANALYSIS_MAX_TOKENS,
        temperature: ANALYSIS_TEMPERATURE,
        json: true,
      },
      AbortSignal.timeout(timeoutMs),
    );
    const analysis = parseAnalysis(answer);
    if (analysis) return { analysis, by: model.name };
    return { analysis: analyseEntry(entry), by: 'offline', fallbackReason: 'invalid' };
  } catch {
    return { analysis: analyseEntry(entry), by: 'offline', fallbackReason: 'failed' };
  }
}
