import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

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
  authorization?: string;
}

/**
 * A chat-completions server on loopback that follows OpenAI's documented API (POST
 * /v1/chat/completions, JSON or `stream: true` server-sent `chat.completion.chunk`s ending with
 * `data: [DONE]`), so the real `openai` client and provider code run in tests. Tests choose the
 * reply, the pace and the failure, and read what the model was sent.
 */
export class OpenAiCompatibleServer extends LoopbackServer {
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

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
}
