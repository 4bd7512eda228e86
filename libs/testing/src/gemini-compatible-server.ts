import type { IncomingMessage, ServerResponse } from 'node:http';
import { runInThisContext } from 'node:vm';
import { LoopbackServer } from './loopback-server';
import {
  CALM_CLASSIFICATION,
  classificationText,
  type SafetyAnswerBehaviour,
  type SafetyAnswerControls,
  waitForSafetyAnswer,
} from './safety-answers';

export interface ReceivedGeminiRequest {
  path: string;
  apiKey?: string;
  body: {
    contents: { role: string; parts: { text: string }[] }[];
    systemInstruction?: { parts: { text: string }[] };
    generationConfig?: {
      maxOutputTokens?: number;
      temperature?: number;
      responseMimeType?: string;
      responseSchema?: unknown;
      responseJsonSchema?: unknown;
    };
  };
}

/**
 * A server on loopback that answers as Gemini's REST API does (POST
 * /v1beta/models/{model}:streamGenerateContent?alt=sse, server-sent GenerateContentResponse chunks;
 * Google's error body on failure), so the real @google/genai client runs in tests.
 *
 * POST …:generateContent answers whole: with `responseMimeType: 'application/json'` and a
 * `responseSchema` (or `responseJsonSchema`) it is a safety classification, answered by `classify` (steered by
 * `safetyBehaviour` and `safetyDelayMs`) and recorded in `classifications` rather than `received`;
 * otherwise it answers `reply`.
 */
export class GeminiCompatibleServer extends LoopbackServer implements SafetyAnswerControls {
  readonly received: ReceivedGeminiRequest[] = [];
  reply = 'That sounds really hard. What happened?';
  fail = false;
  /** Classification requests received (generateContent held to a JSON schema). */
  readonly classifications: ReceivedGeminiRequest[] = [];
  classify: (userText: string) => unknown = () => CALM_CLASSIFICATION;
  safetyBehaviour: SafetyAnswerBehaviour = 'ok';
  safetyDelayMs = 0;
  /** Safety requests the client gave up on before the answer (a deadline passed). */
  safetyAborted = 0;

  /** Also lets the @google/genai client run inside a jest spec (see `lendFetchDispatcherToJest`). */
  override async start(): Promise<string> {
    lendFetchDispatcherToJest();
    return super.start();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request: ReceivedGeminiRequest = {
      path: req.url ?? '',
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body: await this.readJson(req),
    };
    const config = request.body.generationConfig;
    if (
      req.url?.includes(':generateContent') &&
      config?.responseMimeType === 'application/json' &&
      (config.responseSchema || config.responseJsonSchema)
    ) {
      await this.classification(request, res);
      return;
    }
    this.received.push(request);
    const streaming = req.url?.includes(':streamGenerateContent');
    if (!streaming && !req.url?.includes(':generateContent')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
      return;
    }
    if (this.fail) {
      this.answerError(res);
      return;
    }
    if (!streaming) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(this.response(this.reply)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const text of this.reply.match(/\S+\s*/g) ?? []) {
      const chunk = { candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] };
      res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
    }
    res.end();
  }

  private async classification(request: ReceivedGeminiRequest, res: ServerResponse): Promise<void> {
    this.classifications.push(request);
    if (!(await waitForSafetyAnswer(this, res))) return;
    if (this.safetyBehaviour === 'fail') {
      this.answerError(res);
      return;
    }
    const userText =
      request.body.contents
        .filter((content) => content.role === 'user')
        .at(-1)
        ?.parts.map((part) => part.text)
        .join('') ?? '';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(this.response(classificationText(this, userText))));
  }

  private response(text: string) {
    return {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      modelVersion: 'loopback',
    };
  }

  private answerError(res: ServerResponse): void {
    res.writeHead(500, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' },
      }),
    );
  }
}

const UNDICI_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

/**
 * @google/genai hands Node's fetch a dispatcher that looks for undici's global dispatcher on
 * `globalThis`; inside a jest spec that is the sandbox's global, where undici never put it, and
 * every request fails with "Undici globalDispatcher is not available". Lend the process's own.
 * Outside jest both globals are one and this does nothing.
 */
export function lendFetchDispatcherToJest(): void {
  const sandbox = globalThis as unknown as Record<symbol, unknown>;
  if (sandbox[UNDICI_DISPATCHER]) return;
  new Headers(); // undici sets its global dispatcher up lazily
  const processGlobal = runInThisContext('globalThis') as Record<symbol, unknown>;
  if (processGlobal[UNDICI_DISPATCHER]) sandbox[UNDICI_DISPATCHER] = processGlobal[UNDICI_DISPATCHER];
}
