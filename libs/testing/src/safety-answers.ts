import type { ServerResponse } from 'node:http';

/** The categories of OpenAI's moderation response (omni-moderation), as documented. */
export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/**
 * How a loopback model answers the safety requests (moderation, and classification held to a JSON
 * schema): `ok` as told by the test, `fail` 500 with the provider's error body, `garbage` 200 with
 * a body or text that is not what was asked for.
 */
export type SafetyAnswerBehaviour = 'ok' | 'fail' | 'garbage';

/** What a test sets to steer the safety answers of a loopback model. */
export interface SafetyAnswerControls {
  /** The JSON answer to a classification request, from the user turn's text; a string is sent as is. */
  classify: (userText: string) => unknown;
  safetyBehaviour: SafetyAnswerBehaviour;
  /** Wait this long before answering a safety request (an abort by the client ends the wait). */
  safetyDelayMs: number;
  safetyAborted: number;
}

/** The default classification: nothing to worry about, in the schema the gate asks for. */
export const CALM_CLASSIFICATION = { outcome: 'none', category: 'none' } as const;

/**
 * Resolves after the controls' delay, or as soon as the client goes away (counted in
 * `safetyAborted`); true when the client is still there to be answered.
 */
export function waitForSafetyAnswer(controls: SafetyAnswerControls, res: ServerResponse): Promise<boolean> {
  const ms = controls.safetyDelayMs;
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      const there = !res.destroyed && !res.writableEnded;
      if (!there) controls.safetyAborted++;
      resolve(there);
    };
    const timer = setTimeout(done, ms);
    res.on('close', done);
  });
}

/**
 * One moderation result as OpenAI documents it: every category's score (a small one unless the
 * test names it) and a flag for each score at or above `flagAt`.
 */
export function moderationResult(scores: Partial<Record<ModerationCategory, number>>, flagAt: number) {
  const categories: Record<string, boolean> = {};
  const categoryScores: Record<string, number> = {};
  const appliedInputTypes: Record<string, string[]> = {};
  for (const name of MODERATION_CATEGORIES) {
    const score = scores[name] ?? 0.00001;
    categoryScores[name] = score;
    categories[name] = score >= flagAt;
    appliedInputTypes[name] = ['text'];
  }
  return {
    flagged: Object.values(categories).some(Boolean),
    categories,
    category_scores: categoryScores,
    category_applied_input_types: appliedInputTypes,
  };
}

/** The classification text for a user turn, by the controls (garbage when asked for). */
export function classificationText(controls: SafetyAnswerControls, userText: string): string {
  if (controls.safetyBehaviour === 'garbage') return 'I think this person is probably fine!';
  const answer = controls.classify(userText);
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}
