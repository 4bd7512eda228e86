import { GoogleGenAI } from '@google/genai';
import {
  type ChatProvider,
  type CompanionRequest,
  REPLY_MAX_OUTPUT_TOKENS,
  REPLY_TEMPERATURE,
} from '../companion/companion-request';
import { companionInstructions } from './companion-instructions';
import type { CompletionRequest, TextCompleter } from './text-completer';

export interface GeminiProviderOptions {
  apiKey: string;
  model: string;
  /** For a Gemini-compatible server elsewhere than Google's (tests on loopback). */
  baseUrl?: string;
}

/** Google's Gemini through the official @google/genai client, streaming. */
export class GeminiProvider implements ChatProvider, TextCompleter {
  readonly name = 'gemini';
  private readonly client: GoogleGenAI;

  constructor(private readonly options: GeminiProviderOptions) {
    this.client = new GoogleGenAI({
      apiKey: options.apiKey,
      // The v1beta endpoints @google/genai 2 called by default (3 defaults to v1): the upgrade
      // changes no request.
      apiVersion: 'v1beta',
      ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
    });
  }

  async complete(request: CompletionRequest, signal: AbortSignal): Promise<string> {
    const answer = await this.client.models.generateContent({
      model: this.options.model,
      contents: [{ role: 'user', parts: [{ text: request.user }] }],
      config: {
        systemInstruction: request.system,
        maxOutputTokens: request.maxTokens,
        temperature: request.temperature,
        ...(request.json || request.jsonSchema ? { responseMimeType: 'application/json' } : {}),
        ...(request.jsonSchema ? { responseJsonSchema: request.jsonSchema.schema } : {}),
        abortSignal: signal,
      },
    });
    return answer.text ?? '';
  }

  async *stream(request: CompanionRequest, signal: AbortSignal): AsyncIterable<string> {
    const stream = await this.client.models.generateContentStream({
      model: this.options.model,
      contents: [
        ...request.history.map((turn) => ({
          role: turn.role === 'assistant' ? 'model' : 'user',
          parts: [{ text: turn.content }],
        })),
        { role: 'user', parts: [{ text: request.message }] },
      ],
      config: {
        systemInstruction: companionInstructions(request),
        maxOutputTokens: REPLY_MAX_OUTPUT_TOKENS,
        temperature: REPLY_TEMPERATURE,
        abortSignal: signal,
      },
    });
    for await (const chunk of stream) {
      const text = chunk.text;
      if (text) yield text;
    }
  }
}
