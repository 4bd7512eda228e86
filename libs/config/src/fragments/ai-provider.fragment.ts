import { IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import type { SettingsBase } from '../compose-config';
import { Sensitive } from '../load-config';

/**
 * Who writes for a service that asks an AI (sessions, journal). AI_PROVIDER: `offline` (default,
 * no network), `openai` (any OpenAI-compatible endpoint at AI_BASE_URL: OpenAI, Ollama, vLLM, LM
 * Studio, llama.cpp server) or `gemini`; a failing provider gives the offline answer.
 */
export const AiProviderFragment = (Base: SettingsBase) => {
  class AiProviderSettings extends Base {
    @IsIn(['offline', 'openai', 'gemini'])
    AI_PROVIDER: 'offline' | 'openai' | 'gemini' = 'offline';

    @ValidateIf((c: AiProviderSettings) => c.AI_BASE_URL !== '')
    @IsUrl({ require_tld: false, require_protocol: true }, { message: 'AI_BASE_URL must be an http(s) URL' })
    AI_BASE_URL: string = '';

    @ValidateIf((c: AiProviderSettings) => c.AI_PROVIDER === 'gemini')
    @IsNotEmpty({ message: 'AI_API_KEY is required when AI_PROVIDER=gemini' })
    @Sensitive()
    AI_API_KEY: string = '';

    /** The model name the provider knows (gpt-4o-mini, llama3.2, gemini-2.0-flash, ...). */
    @IsString()
    AI_MODEL: string = '';

    /** A reply that has not started within this falls back to the canned reply. */
    @IsInt()
    @Min(500)
    @Max(60000)
    AI_FIRST_TOKEN_TIMEOUT_MS: number = 12000;

    @IsInt()
    @Min(1000)
    @Max(120000)
    AI_REPLY_TIMEOUT_MS: number = 30000;
  }
  return AiProviderSettings;
};
