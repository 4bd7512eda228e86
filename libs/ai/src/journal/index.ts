export * from './journal-analysis.types';
export { analyseEntry, feelingsIn } from './analyse-entry';
export { analyseJournalEntry, type AnalysedEntry } from './journal-ai';
export { parseAnalysis } from './provider-analysis';
export { PROMPT_BANK, PROMPT_FALLBACK, promptFor, promptIn } from './prompt-bank';
export { weeklySummary, type WeekEntry } from './weekly-summary';
