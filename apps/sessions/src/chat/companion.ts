import { Injectable } from '@nestjs/common';
import { type ChatProvider, createChatProvider, type SecondOpinion, secondOpinionFor } from '@maeum/ai';
import { SessionsConfig } from '../sessions.config';

/** The configured provider (AI_PROVIDER) and its time limits. */
@Injectable()
export class Companion {
  readonly provider: ChatProvider;
  readonly firstTokenMs: number;
  readonly totalMs: number;
  /** The model's view of a message beside the offline gate (none with the offline provider). */
  readonly secondOpinion: SecondOpinion | undefined;

  constructor(config: SessionsConfig) {
    const settings = {
      provider: config.AI_PROVIDER,
      baseUrl: config.AI_BASE_URL || undefined,
      apiKey: config.AI_API_KEY || undefined,
      model: config.AI_MODEL || undefined,
      offlinePaceMs: config.AI_OFFLINE_PACE_MS,
    };
    this.provider = createChatProvider(settings);
    this.secondOpinion = secondOpinionFor(settings);
    this.firstTokenMs = config.AI_FIRST_TOKEN_TIMEOUT_MS;
    this.totalMs = config.AI_REPLY_TIMEOUT_MS;
  }
}
