import { SpanKind, withSpan } from '@maeum/telemetry';
import type { ChatProvider } from '../companion/companion-request';
import { GeminiProvider } from './gemini.provider';
import { OfflineProvider } from './offline.provider';
import { OpenAiProvider } from './openai.provider';
import { aiProviderDuration, aiProviderErrors } from './provider-metrics';
import type { CompletionRequest, TextCompleter } from './text-completer';

export const AI_PROVIDERS = ['offline', 'openai', 'gemini'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export interface AiSettings {
  provider: AiProviderName;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Offline companion's pace between words (ms); 0 in tests. */
  offlinePaceMs?: number;
}

/** A model for one-shot answers (the journal's analysis), or none with the offline provider. */
export function createTextCompleter(settings: AiSettings): TextCompleter | undefined {
  const provider = createChatProvider(settings);
  return 'complete' in provider ? measuredCompleter(provider as unknown as TextCompleter) : undefined;
}

/** A completer whose calls are timed by outcome, counted when they fail, and traced as client spans. */
export function measuredCompleter(completer: TextCompleter): TextCompleter {
  const provider = completer.name;
  return {
    name: provider,
    complete: (request: CompletionRequest, signal: AbortSignal) =>
      withSpan(
        `ai ${provider} complete`,
        {
          kind: SpanKind.CLIENT,
          attributes: { 'gen_ai.system': provider, 'gen_ai.operation.name': 'complete' },
        },
        async () => {
          const started = performance.now();
          let outcome = 'ok';
          try {
            return await completer.complete(request, signal);
          } catch (error) {
            outcome = signal.aborted ? 'aborted' : 'error';
            const e = error as { status?: number; code?: string; name?: string } | undefined;
            aiProviderErrors.inc({
              provider,
              operation: 'complete',
              code: String(e?.status ?? e?.code ?? e?.name ?? 'error'),
            });
            throw error;
          } finally {
            aiProviderDuration.observe(
              { provider, operation: 'complete', outcome },
              (performance.now() - started) / 1000,
            );
          }
        },
      ),
  };
}

/** Where the `openai` provider goes when no AI_BASE_URL is set. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function createChatProvider(settings: AiSettings): ChatProvider {
  switch (settings.provider) {
    case 'openai':
      return new OpenAiProvider({
        baseUrl: settings.baseUrl ?? OPENAI_BASE_URL,
        apiKey: settings.apiKey ?? '',
        model: settings.model ?? 'gpt-4o-mini',
      });
    case 'gemini':
      return new GeminiProvider({
        apiKey: settings.apiKey ?? '',
        model: settings.model ?? 'gemini-2.0-flash',
        baseUrl: settings.baseUrl,
      });
    default:
      return new OfflineProvider(settings.offlinePaceMs);
  }
}
