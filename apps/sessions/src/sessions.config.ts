import {
  AiProviderFragment,
  composeConfig,
  DataEncryptionFragment,
  Sensitive,
  SERVICE_FRAGMENTS,
} from '@maeum/config';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';

/**
 * The companion's settings: the safety gate runs before any provider, and a failing provider gives
 * the canned fallback. Speech in and out on the server when configured.
 */
export class SessionsConfig extends composeConfig(
  ...SERVICE_FRAGMENTS,
  DataEncryptionFragment,
  AiProviderFragment,
) {
  /**
   * A transcription model at the OpenAI-compatible endpoint (AI_BASE_URL, or OpenAI's), e.g.
   * `whisper-1`: POST /api/stt then turns recorded speech into text for browsers without speech
   * recognition. Empty: off (404).
   */
  @IsOptional()
  @IsString()
  AI_STT_MODEL: string = '';

  /**
   * A speech model at the OpenAI-compatible endpoint (e.g. `gpt-4o-mini-tts`, `tts-1`): it speaks
   * the voice replies when ElevenLabs is not configured. Empty (and no ElevenLabs): the browser speaks.
   */
  @IsOptional()
  @IsString()
  AI_TTS_MODEL: string = '';

  /** ElevenLabs speaks the voice replies when set (the key never reaches the browser); else the browser speaks. */
  @IsOptional()
  @IsString()
  @Sensitive()
  ELEVENLABS_API_KEY: string = '';

  /** Another ElevenLabs-compatible server (tests); empty: api.elevenlabs.io. */
  @ValidateIf((c: SessionsConfig) => c.ELEVENLABS_BASE_URL !== '')
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'ELEVENLABS_BASE_URL must be an http(s) URL' },
  )
  ELEVENLABS_BASE_URL: string = '';

  /** The offline companion's pause between words, so its replies stream at a reading pace. */
  @IsInt()
  @Min(0)
  @Max(500)
  AI_OFFLINE_PACE_MS: number = 35;
}
