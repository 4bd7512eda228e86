import type { AiSettings } from '../../providers/provider-factory';
import { GeminiClassifierOpinion, OpenAiClassifierOpinion } from './model-classifier.opinion';
import { OpenAiModerationOpinion } from './openai-moderation.opinion';
import type { SecondOpinion } from './second-opinion';

// The same defaults as createChatProvider, so the second opinion asks whom the companion asks.
const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_MODEL = 'gpt-4o-mini';
const GEMINI_MODEL = 'gemini-2.0-flash';

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
  switch (settings.provider) {
    case 'openai': {
      const baseUrl = settings.baseUrl || OPENAI_BASE_URL;
      const apiKey = settings.apiKey ?? '';
      if (isOpenAiItself(baseUrl)) return new OpenAiModerationOpinion({ baseUrl, apiKey });
      return new OpenAiClassifierOpinion({ baseUrl, apiKey, model: settings.model || OPENAI_MODEL });
    }
    case 'gemini':
      return new GeminiClassifierOpinion({
        apiKey: settings.apiKey ?? '',
        model: settings.model || GEMINI_MODEL,
        baseUrl: settings.baseUrl || undefined,
      });
    default:
      return undefined;
  }
}
