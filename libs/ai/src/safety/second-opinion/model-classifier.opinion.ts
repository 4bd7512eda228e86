import { GoogleGenAI, Type } from '@google/genai';
import OpenAI from 'openai';
import {
  CLASSIFICATION_INSTRUCTIONS,
  CLASSIFICATION_SCHEMA,
  classificationPrompt,
  parseClassification,
} from './classification-request';
import type { SecondOpinion, SecondOpinionInput, SecondOpinionVerdict } from './second-opinion';

/** Room for the small JSON object (and a model that pads it); the deadline bounds the rest. */
const MAX_TOKENS = 200;

export interface ModelClassifierOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * One classification by the configured OpenAI-compatible model (Ollama, vLLM, LM Studio, llama.cpp
 * server, or OpenAI itself), its answer held to a JSON schema by `response_format`.
 */
export class OpenAiClassifierOpinion implements SecondOpinion {
  readonly name = 'openai-classifier';
  private readonly client: OpenAI;

  constructor(private readonly options: ModelClassifierOptions) {
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', maxRetries: 0 });
  }

  async assess(input: SecondOpinionInput, signal: AbortSignal): Promise<SecondOpinionVerdict> {
    const answer = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0,
        max_tokens: MAX_TOKENS,
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'safety_verdict',
            strict: true,
            schema: CLASSIFICATION_SCHEMA as unknown as Record<string, unknown>,
          },
        },
        messages: [
          { role: 'system', content: CLASSIFICATION_INSTRUCTIONS },
          { role: 'user', content: classificationPrompt(input) },
        ],
      },
      { signal },
    );
    return parseClassification(answer.choices?.[0]?.message?.content ?? '');
  }
}

export interface GeminiClassifierOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
}

/** The same classification by Gemini, with `responseMimeType` JSON and a `responseSchema`. */
export class GeminiClassifierOpinion implements SecondOpinion {
  readonly name = 'gemini-classifier';
  private readonly client: GoogleGenAI;

  constructor(private readonly options: GeminiClassifierOptions) {
    this.client = new GoogleGenAI({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
    });
  }

  async assess(input: SecondOpinionInput, signal: AbortSignal): Promise<SecondOpinionVerdict> {
    const answer = await this.client.models.generateContent({
      model: this.options.model,
      contents: [{ role: 'user', parts: [{ text: classificationPrompt(input) }] }],
      config: {
        systemInstruction: CLASSIFICATION_INSTRUCTIONS,
        temperature: 0,
        maxOutputTokens: MAX_TOKENS,
        responseMimeType: 'application/json',
        responseSchema: {
          type: Type.OBJECT,
          properties: {
            outcome: {
              type: Type.STRING,
              format: 'enum',
              enum: [...CLASSIFICATION_SCHEMA.properties.outcome.enum],
            },
            category: {
              type: Type.STRING,
              format: 'enum',
              enum: [...CLASSIFICATION_SCHEMA.properties.category.enum],
            },
          },
          required: ['outcome', 'category'],
          propertyOrdering: ['outcome', 'category'],
        },
        abortSignal: signal,
      },
    });
    return parseClassification(answer.text ?? '');
  }
}
