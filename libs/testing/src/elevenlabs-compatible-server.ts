import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpeechRequest {
  path: string;
  apiKey?: string;
  body: {
    text: string;
    model_id?: string;
    voice_settings?: { stability?: number; similarity_boost?: number };
  };
}

/** A server on loopback that answers as ElevenLabs' text-to-speech API does (POST /v1/text-to-speech/{voice_id}). */
export class ElevenLabsCompatibleServer {
  readonly received: ReceivedSpeechRequest[] = [];
  /** A few bytes that start like an MP3 file (an ID3 tag). */
  audio = Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000loopback-audio');
  fail = false;
  private server?: Server;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('ElevenLabsCompatibleServer is not started');
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
      apiKey: req.headers['xi-api-key'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    });
    if (this.fail || !req.url?.startsWith('/v1/text-to-speech/')) {
      res
        .writeHead(this.fail ? 500 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: { status: 'error', message: 'failed' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(this.audio);
  }
}
