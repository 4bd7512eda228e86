import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';
import {
  CALM_CLASSIFICATION,
  classificationText,
  type ModerationCategory,
  moderationResult,
  type SafetyAnswerBehaviour,
  type SafetyAnswerControls,
  waitForSafetyAnswer,
} from './safety-answers';

export {
  CALM_CLASSIFICATION,
  MODERATION_CATEGORIES,
  type ModerationCategory,
  type SafetyAnswerBehaviour,
} from './safety-answers';

export type ModelBehaviour =
  /** Streams the reply in words, `paceMs` apart. */
  | 'ok'
  /** Answers 500 with an OpenAI error body. */
  | 'fail'
  /** Accepts the request and never answers. */
  | 'hang'
  /** Answers 401 as OpenAI does for a bad key. */
  | 'unauthorized';

export interface ReceivedChatRequest {
  model: string;
  stream: boolean;
  max_tokens?: number;
  temperature?: number;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  authorization?: string;
}

export interface ReceivedModerationRequest {
  model?: string;
  input: string | string[];
  authorization?: string;
}

/**
 * A chat-completions server on loopback that follows OpenAI's documented API (POST
 * /v1/chat/completions, JSON or `stream: true` server-sent `chat.completion.chunk`s ending with
 * `data: [DONE]`), so the real `openai` client and provider code run in tests. Tests choose the
 * reply, the pace and the failure, and read what the model was sent.
 *
 * The safety requests have their own answers and record, so tests of the companion's replies are
 * not disturbed by them: POST /v1/moderations (OpenAI's documented response, scores from
 * `moderationScores`) and chat completions with `response_format: { type: 'json_schema' }`
 * (answered by `classify`), both steered by `safetyBehaviour` and `safetyDelayMs`.
 */
export class OpenAiCompatibleServer extends LoopbackServer implements SafetyAnswerControls {
  readonly received: ReceivedChatRequest[] = [];
  behaviour: ModelBehaviour = 'ok';
  reply = 'I hear you. That sounds like a lot to carry. What feels heaviest right now?';
  /** The reply for a user message, when it should depend on it (a Korean session, say). */
  replyFor?: (message: string) => string;
  paceMs = 5;
  /** When (performance.now()) the first word of the answer to each last user message was written. */
  readonly firstTokenAt = new Map<string, number>();
  /** Connections the server was told to leave open or that the client closed early. */
  aborted = 0;
  protected override get basePath(): string {
    return '/v1';
  }

  /** What POST /v1/audio/transcriptions answers, and the uploads it received (multipart, as sent). */
  transcript = 'I feel a bit anxious today';
  readonly transcriptions: { contentType: string; bytes: number; body: string }[] = [];

  /** What POST /v1/audio/speech received; it answers MP3 bytes (an ID3 header and filler). */
  readonly speeches: { model: string; voice: string; input: string; response_format?: string }[] = [];
  /** The speech endpoint answers 500 as OpenAI does when it fails. */
  speechFails = false;

  /** Moderation requests received (POST /v1/moderations). */
  readonly moderations: ReceivedModerationRequest[] = [];
  /** The scores of one moderated text (the rest are tiny); flagged at or above `moderationFlagAt`. */
  moderationScores: (input: string) => Partial<Record<ModerationCategory, number>> = () => ({});
  moderationFlagAt = 0.5;
  /** Classification requests received (chat completions with a JSON schema). */
  readonly classifications: ReceivedChatRequest[] = [];
  classify: (userText: string) => unknown = () => CALM_CLASSIFICATION;
  safetyBehaviour: SafetyAnswerBehaviour = 'ok';
  safetyDelayMs = 0;
  /** Safety requests the client gave up on before the answer (a deadline passed). */
  safetyAborted = 0;

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'POST' && req.url?.endsWith('/moderations')) {
      await this.moderate(req, res);
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/audio/speech')) {
      this.speeches.push(await this.readJson(req));
      if (this.speechFails) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      }
      res
        .writeHead(200, { 'content-type': 'audio/mpeg' })
        .end(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(512, 1)]));
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions')) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      this.transcriptions.push({
        contentType: req.headers['content-type'] ?? '',
        bytes: body.length,
        body: body.toString('latin1'),
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: this.transcript }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = await this.readJson<ReceivedChatRequest>(req);
    if (body.response_format?.type === 'json_schema') {
      await this.classification(body, req, res);
      return;
    }
    this.received.push({ ...body, authorization: req.headers.authorization });
    res.on('close', () => {
      if (!res.writableFinished) this.aborted++;
    });
    if (this.behaviour === 'hang') return;
    if (this.behaviour === 'fail' || this.behaviour === 'unauthorized') {
      const status = this.behaviour === 'fail' ? 500 : 401;
      res.writeHead(status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            message: status === 401 ? 'Incorrect API key provided' : 'The server had an error',
            type: 'server_error',
            code: null,
          },
        }),
      );
      return;
    }
    const id = `chatcmpl-${Date.now()}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: this.reply }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    const asked = body.messages.at(-1)?.content ?? '';
    const reply = this.replyFor ? this.replyFor(asked) : this.reply;
    for (const word of reply.match(/\S+\s*/g) ?? []) {
      if (res.destroyed) return;
      await new Promise((resolve) => setTimeout(resolve, this.paceMs));
      if (res.destroyed) return;
      send({ content: word });
      if (!this.firstTokenAt.has(asked)) this.firstTokenAt.set(asked, performance.now());
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  private async moderate(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await this.readJson<ReceivedModerationRequest>(req);
    this.moderations.push({ ...body, authorization: req.headers.authorization });
    if (!(await this.safetyAnswerIsDue(res))) return;
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    const answer =
      this.safetyBehaviour === 'garbage'
        ? { id: `modr-${Date.now()}`, model: body.model, results: 'unavailable' }
        : {
            id: `modr-${Date.now()}`,
            model: body.model ?? 'omni-moderation-latest',
            results: inputs.map((input) =>
              moderationResult(this.moderationScores(input), this.moderationFlagAt),
            ),
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  private async classification(
    body: ReceivedChatRequest,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    this.classifications.push({ ...body, authorization: req.headers.authorization });
    if (!(await this.safetyAnswerIsDue(res))) return;
    const userText = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: classificationText(this, userText), refusal: null },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  }

  /** Waits `safetyDelayMs`; answers a failure itself; false when there is nothing left to answer. */
  private async safetyAnswerIsDue(res: ServerResponse): Promise<boolean> {
    if (!(await waitForSafetyAnswer(this, res))) return false;
    if (this.safetyBehaviour !== 'fail') return true;
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ error: { message: 'The server had an error', type: 'server_error', code: null } }),
      );
    return false;
  }
}
