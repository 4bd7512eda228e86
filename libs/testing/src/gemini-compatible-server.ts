import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
export class GeminiCompatibleServer {
  readonly received: ReceivedGeminiRequest[] = [];
  reply = 'That sounds really hard. What happened?';
  fail = false;
  private server?: Server;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('GeminiCompatibleServer is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.received.push({
      path: req.url ?? '',
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
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
