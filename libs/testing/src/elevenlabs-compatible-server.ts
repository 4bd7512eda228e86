import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

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
export class ElevenLabsCompatibleServer extends LoopbackServer {
  readonly received: ReceivedSpeechRequest[] = [];
  /** A few bytes that start like an MP3 file (an ID3 tag). */
  audio = Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000loopback-audio');
  fail = false;
  /** Time to the first audio byte, as a real voice service takes to start speaking. */
  latencyMs = 0;
  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.received.push({
      path: req.url ?? '',
      apiKey: req.headers['xi-api-key'] as string | undefined,
      body: await this.readJson(req),
    });
    if (this.fail || !req.url?.startsWith('/v1/text-to-speech/')) {
      res
        .writeHead(this.fail ? 500 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: { status: 'error', message: 'failed' } }));
      return;
    }
    if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(this.audio);
  }
}
