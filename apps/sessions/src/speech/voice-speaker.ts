import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SessionsConfig } from '@maeum/config';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';

/** ElevenLabs premade voices for the persona catalogue; the multilingual model speaks Korean too. */
const ELEVENLABS_VOICES: Record<string, string> = {
  'late-night-safe-space': '21m00Tcm4TlvDq8ikWAM',
  'chill-bestie': 'TxGEqnHWrfWFTfGW9XjX',
  'hype-friend': 'EXAVITQu4vr4xnSDxMaL',
};
const TIMEOUT_SECONDS = 15;

/**
 * Text to speech on the server (spec 001 §7 elevenlabs-tts: multilingual v2, stability 0.5,
 * similarity boost 0.8) through the official client, so the key never reaches the browser. Without
 * a key there is no server voice and the browser speaks; a failure is answered as no audio (spec
 * §8: a TTS failure returns to idle silently) and logged without the words.
 */
@Injectable()
export class VoiceSpeaker {
  private readonly logger = new Logger(VoiceSpeaker.name);
  private readonly client?: ElevenLabsClient;

  constructor(@Inject(SERVICE_RUNTIME) runtime: ServiceRuntime) {
    const config = runtime.config as SessionsConfig;
    if (config.ELEVENLABS_API_KEY) {
      this.client = new ElevenLabsClient({
        apiKey: config.ELEVENLABS_API_KEY,
        ...(config.ELEVENLABS_BASE_URL ? { baseUrl: config.ELEVENLABS_BASE_URL } : {}),
        maxRetries: 0,
        timeoutInSeconds: TIMEOUT_SECONDS,
      });
    }
  }

  async speak(text: string, voiceId: string): Promise<Buffer | null> {
    if (!this.client) return null;
    try {
      const audio = await this.client.textToSpeech.convert(
        ELEVENLABS_VOICES[voiceId] ?? ELEVENLABS_VOICES['late-night-safe-space'],
        {
          text,
          modelId: 'eleven_multilingual_v2',
          voiceSettings: { stability: 0.5, similarityBoost: 0.8 },
          outputFormat: 'mp3_44100_128',
        },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of audio) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    } catch (error) {
      this.logger.warn(
        { code: (error as { statusCode?: number }).statusCode ?? 'error' },
        'Text to speech failed',
      );
      return null;
    }
  }
}
