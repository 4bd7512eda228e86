import OpenAI from 'openai';
import {
  type ChatProvider,
  type CompanionRequest,
  REPLY_MAX_OUTPUT_TOKENS,
  REPLY_TEMPERATURE,
} from '../companion/companion-request';
import { companionInstructions } from './companion-instructions';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, LM Studio, llama.cpp server) through
 * the official client, streaming. The client's own retries are off: the caller has its fallback.
 */
export class OpenAiProvider implements ChatProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', maxRetries: 0 });
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
