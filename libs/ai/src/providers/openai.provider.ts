import OpenAI from 'openai';
import {
  type ChatProvider,
  type CompanionRequest,
  REPLY_MAX_OUTPUT_TOKENS,
  REPLY_TEMPERATURE,
} from '../companion/companion-request';
import { companionInstructions } from './companion-instructions';
import type { CompletionRequest, TextCompleter } from './text-completer';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, LM Studio, llama.cpp server) through
 * the official client, streaming. The client's own retries are off: the caller has its fallback.
 */
export class OpenAiProvider implements ChatProvider, TextCompleter {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', maxRetries: 0 });
  }

  /** One answer, whole: a JSON object when `json` is asked for (the journal's analysis). */
  async complete(request: CompletionRequest, signal: AbortSignal): Promise<string> {
    const answer = await this.client.chat.completions.create(
      {
        model: this.options.model,
        max_tokens: request.maxTokens,
        temperature: request.temperature,
        ...(request.jsonSchema
          ? {
              response_format: {
                type: 'json_schema' as const,
                json_schema: {
                  name: request.jsonSchema.name,
                  strict: true,
                  schema: request.jsonSchema.schema,
                },
              },
            }
          : request.json
            ? { response_format: { type: 'json_object' as const } }
            : {}),
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      },
      { signal },
    );
    return answer.choices[0]?.message?.content ?? '';
  }

  async *stream(request: CompanionRequest, signal: AbortSignal): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.options.model,
        stream: true,
        max_tokens: REPLY_MAX_OUTPUT_TOKENS,
        temperature: REPLY_TEMPERATURE,
        messages: [
          { role: 'system', content: companionInstructions(request) },
          ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
          { role: 'user', content: request.message },
        ],
      },
      { signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
