import { Injectable, Logger } from '@nestjs/common';
import { OAuthErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import OpenAI, { toFile } from 'openai';
import { SessionsConfig } from '../sessions.config';

export class TranscriptionOffError extends RpcError {
  constructor() {
    super(OAuthErrorCode.providerNotConfigured, 'Speech to text is not available here');
  }
}

export class TranscriptionFailedError extends RpcError {
  constructor() {
    super(OAuthErrorCode.providerUnavailable, 'Could not understand speech');
  }
}

/**
 * Speech to text on the server for browsers without SpeechRecognition: the recording goes to an
 * OpenAI-compatible transcription endpoint through the official client. Off unless AI_STT_MODEL is
 * set; what was said is never logged.
 */
@Injectable()
export class VoiceListener {
  private readonly logger = new Logger(VoiceListener.name);
  private readonly client?: OpenAI;
  private readonly model: string;

  constructor(config: SessionsConfig) {
    this.model = config.AI_STT_MODEL;
    if (this.model) {
      this.client = new OpenAI({
        baseURL: config.AI_BASE_URL || 'https://api.openai.com/v1',
        apiKey: config.AI_API_KEY || 'none',
        maxRetries: 0,
        timeout: 20_000,
      });
    }
  }

  async transcribe(audio: Buffer, mimeType: string, language: 'en' | 'ko'): Promise<string> {
    if (!this.client) throw new TranscriptionOffError();
    const extension = /ogg/.test(mimeType)
      ? 'ogg'
      : /mp4/.test(mimeType)
        ? 'm4a'
        : /wav/.test(mimeType)
          ? 'wav'
          : /mpeg/.test(mimeType)
            ? 'mp3'
            : 'webm';
    try {
      const result = await this.client.audio.transcriptions.create({
        file: await toFile(audio, `speech.${extension}`, { type: mimeType }),
        model: this.model,
        language,
      });
      return result.text.trim();
    } catch (error) {
      this.logger.warn({ code: (error as { status?: number }).status ?? 'error' }, 'Transcription failed');
      throw new TranscriptionFailedError();
    }
  }
}
