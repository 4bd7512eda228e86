import OpenAI from 'openai';
import type { SecondOpinion, SecondOpinionInput, SecondOpinionVerdict } from './second-opinion';

export const MODERATION_MODEL = 'omni-moderation-latest';
/** A self-harm score this high without a flag is worth a gentle, direct question (`concern`). */
export const MODERATION_CONCERN_SCORE = 0.2;

const SELF_HARM_INTENT = ['self-harm/intent', 'self-harm/instructions'];
const SELF_HARM = ['self-harm', ...SELF_HARM_INTENT];
const VIOLENCE = ['violence', 'violence/graphic', 'harassment/threatening'];

/** One entry of `results` in OpenAI's documented moderation response. */
export interface ModerationResult {
  flagged?: boolean;
  categories: Record<string, boolean | null | undefined>;
  category_scores?: Record<string, number | null | undefined>;
}

/**
 * OpenAI's categories read as the gate's outcomes: intent or instructions for self-harm (which
 * covers suicide) → crisis `suicide`, self-harm alone → crisis `self_harm`, violence or a threat →
 * crisis `violence`; a raised self-harm score below OpenAI's flag → `concern`. Throws on a body
 * that is not the documented shape.
 */
export function verdictFromModeration(results: unknown): SecondOpinionVerdict {
  if (!Array.isArray(results) || results.length === 0) throw new Error('moderation: no results');
  const read = results.map((result: unknown) => {
    const categories = (result as ModerationResult | null)?.categories;
    if (!categories || typeof categories !== 'object')
      throw new Error('moderation: a result has no categories');
    const scores = (result as ModerationResult).category_scores ?? {};
    return {
      flagged: (names: string[]) => names.some((name) => categories[name] === true),
      score: (names: string[]) => Math.max(0, ...names.map((name) => Number(scores[name]) || 0)),
    };
  });
  if (read.some((r) => r.flagged(SELF_HARM_INTENT))) return { outcome: 'crisis', category: 'suicide' };
  if (read.some((r) => r.flagged(SELF_HARM))) return { outcome: 'crisis', category: 'self_harm' };
  if (read.some((r) => r.flagged(VIOLENCE))) return { outcome: 'crisis', category: 'violence' };
  if (read.some((r) => r.score(SELF_HARM) >= MODERATION_CONCERN_SCORE)) {
    return { outcome: 'concern', category: 'suicide' };
  }
  return { outcome: 'none' };
}

/** The texts moderated: the message alone, and with the earlier user turns when there are some. */
export function moderationInputs(input: SecondOpinionInput): string[] {
  const turns = input.recentUserTurns.filter((turn) => turn.trim() !== '');
  return turns.length ? [input.message, [...turns, input.message].join('\n')] : [input.message];
}

export interface OpenAiModerationOptions {
  baseUrl: string;
  apiKey: string;
}

/** OpenAI's moderation endpoint (POST {base}/moderations), free with an OpenAI key. */
export class OpenAiModerationOpinion implements SecondOpinion {
  readonly name = 'openai-moderation';
  private readonly client: OpenAI;

  constructor(options: OpenAiModerationOptions) {
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', maxRetries: 0 });
  }

  async assess(input: SecondOpinionInput, signal: AbortSignal): Promise<SecondOpinionVerdict> {
    const answer = await this.client.moderations.create(
      { model: MODERATION_MODEL, input: moderationInputs(input) },
      { signal },
    );
    return verdictFromModeration((answer as { results?: unknown } | null)?.results);
  }
}
