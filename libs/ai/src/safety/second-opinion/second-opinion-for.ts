import { type AiSettings, createTextCompleter, OPENAI_BASE_URL } from '../../providers/provider-factory';
import { ModelClassifierOpinion } from './model-classifier.opinion';
import { OpenAiModerationOpinion } from './openai-moderation.opinion';
import type { SecondOpinion } from './second-opinion';

/** True for OpenAI's own API, which has the moderation endpoint (compatible servers do not). */
export function isOpenAiItself(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname.toLowerCase() === 'api.openai.com';
  } catch {
    return false;
  }
}

/**
 * The second opinion for the configured provider: OpenAI's moderation with OpenAI itself, a
 * JSON-schema classification by the configured model otherwise, none with the offline provider.
 */
export function secondOpinionFor(settings: AiSettings): SecondOpinion | undefined {
  const baseUrl = settings.baseUrl || OPENAI_BASE_URL;
  if (settings.provider === 'openai' && isOpenAiItself(baseUrl)) {
    return new OpenAiModerationOpinion({ baseUrl, apiKey: settings.apiKey ?? '' });
  }
  const model = createTextCompleter(settings);
  return model ? new ModelClassifierOpinion(model) : undefined;
}
