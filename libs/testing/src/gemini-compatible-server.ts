import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

export interface ReceivedGeminiRequest {
  path: string;
  apiKey?: string;
  body: {
    contents: { role: string; parts: { text: string }[] }[];
    systemInstruction?: { parts: { text: string }[] };
    generationConfig?: { maxOutputTokens?: number; temperature?: number };
  };
}

/**
 * A server on loopback that answers as Gemini's REST API does (POST
 * /v1beta/models/{model}:streamGenerateContent?alt=sse, server-sent GenerateContentResponse chunks;
 * Google's error body on failure), so the real @google/genai client runs in tests.
 */
export class GeminiCompatibleServer extends LoopbackServer {
  readonly received: ReceivedGeminiRequest[] = [];
  reply = 'That sounds really hard. What happened?';
  fail = false;
  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.received.push({
      path: req.url ?? '',
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body: await this.readJson(req),
    });
    if (!req.url?.includes(':streamGenerateContent')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
      return;
    }
    if (this.fail) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const text of this.reply.match(/\S+\s*/g) ?? []) {
      const chunk = { candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] };
      res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
    }
    res.end();
  }
}
