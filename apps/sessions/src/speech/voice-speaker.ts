import { Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { SessionsConfig } from '../sessions.config';

/** ElevenLabs premade voices for the persona catalogue; the multilingual model speaks Korean too. */
const ELEVENLABS_VOICES: Record<string, string> = {
  'late-night-safe-space': '21m00Tcm4TlvDq8ikWAM',
  'chill-bestie': 'TxGEqnHWrfWFTfGW9XjX',
  'hype-friend': 'EXAVITQu4vr4xnSDxMaL',
};
/** The nearest of OpenAI's built-in voices to each persona (soft, relaxed, bright). */
const OPENAI_VOICES: Record<string, string> = {
  'late-night-safe-space': 'shimmer',
  'chill-bestie': 'echo',
  'hype-friend': 'nova',
};
const TIMEOUT_SECONDS = 15;

type Synthesis = (text: string, voiceId: string) => Promise<Buffer>;

/**
 * Text to speech on the server, so no key reaches the browser: ElevenLabs when configured (spec
 * 001 §7 elevenlabs-tts: multilingual v2, stability 0.5, similarity boost 0.8), else an
 * OpenAI-compatible speech model (AI_TTS_MODEL) through its official client. With neither
 * there is no server voice and the browser speaks; a failure is answered as no audio (spec §8: a
 * TTS failure returns to idle silently) and logged without the words.
 */
@Injectable()
export class VoiceSpeaker {
  private readonly logger = new Logger(VoiceSpeaker.name);
  private readonly synthesise?: Synthesis;
  private readonly provider: string;

  constructor(config: SessionsConfig) {
    if (config.ELEVENLABS_API_KEY) {
      this.provider = 'elevenlabs';
      this.synthesise = elevenLabs(config);
    } else if (config.AI_TTS_MODEL) {
      this.provider = 'openai';
      this.synthesise = openAiSpeech(config);
    } else this.provider = 'browser';
  }

  async speak(text: string, voiceId: string): Promise<Buffer | null> {
    if (!this.synthesise) return null;
    try {
      return await this.synthesise(text, voiceId);
    } catch (error) {
      this.logger.warn(
        {
          provider: this.provider,
          code:
            (error as { statusCode?: number; status?: number }).statusCode ??
            (error as { status?: number }).status ??
            'error',
        },
        'Text to speech failed',
      );
      return null;
    }
  }
}

/**
 * ElevenLabs' documented text-to-speech call (POST /v1/text-to-speech/{voice_id}, `xi-api-key`)
 * with fetch: one request and an MP3 back. Its SDK (35 MB installed, most of the server image's
 * packages after the browser's) did nothing more for this one call; no retries, as before.
 */
function elevenLabs(config: SessionsConfig): Synthesis {
  const base = (config.ELEVENLABS_BASE_URL || 'https://api.elevenlabs.io').replace(/\/$/, '');
  return async (text, voiceId) => {
    const voice = ELEVENLABS_VOICES[voiceId] ?? ELEVENLABS_VOICES['late-night-safe-space'];
    const response = await fetch(`${base}/v1/text-to-speech/${voice}?output_format=mp3_44100_128`, {
      method: 'POST',
      headers: {
        'xi-api-key': config.ELEVENLABS_API_KEY,
        'content-type': 'application/json',
        accept: 'audio/mpeg',
      },
      body: JSON.stringify({
        text,
        model_id: 'eleven_multilingual_v2',
        voice_settings: { stability: 0.5, similarity_boost: 0.8 },
      }),
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw Object.assign(new Error(`ElevenLabs answered ${response.status}`), { status: response.status });
    }
    return Buffer.from(await response.arrayBuffer());
  };
}

function openAiSpeech(config: SessionsConfig): Synthesis {
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL || 'https://api.openai.com/v1',
    apiKey: config.AI_API_KEY || 'none',
    maxRetries: 0,
    timeout: TIMEOUT_SECONDS * 1000,
  });
  return async (text, voiceId) => {
    const response = await client.audio.speech.create({
      model: config.AI_TTS_MODEL,
      voice: OPENAI_VOICES[voiceId] ?? OPENAI_VOICES['late-night-safe-space'],
      input: text,
      response_format: 'mp3',
    });
    return Buffer.from(await response.arrayBuffer());
  };
}
