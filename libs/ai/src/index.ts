export * from './safety/safety-gate';
export * from './safety/crisis-lines';
export type { CrisisCategory, RestrictedTopic } from './safety/crisis-signals';
export * from './companion/companion-request';
export * from './companion/reply-caps';
export * from './companion/scripted-replies';
export * from './companion/session-words';
export * from './companion/session-summary';
export { composeOfflineReply } from './companion/offline-companion';
export { FEELINGS, type Feeling, type Tone } from './companion/bank/reply-bank.types';
export * from './providers/stream-reply';
export * from './providers/provider-factory';
export { companionInstructions } from './providers/companion-instructions';
/** The gate's evaluation set, for tests that send it through the real endpoints. */
export { CRISIS_EVAL_CASES, type EvalCase } from './safety/crisis-eval.cases';
export * from './journal';
export type { TextCompleter, CompletionRequest } from './providers/text-completer';
export * from './boosters/emoji-echo';
