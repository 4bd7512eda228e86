import { Injectable } from '@nestjs/common';
import { createTextCompleter, type TextCompleter } from '@maeum/ai';
import { JournalConfig } from '../journal.config';

/** The configured model for the journal's analysis, or none (offline: the lexicon analysis). */
@Injectable()
export class JournalModel {
  readonly model: TextCompleter | undefined;
  readonly timeoutMs: number;

  constructor(config: JournalConfig) {
    this.timeoutMs = config.AI_REPLY_TIMEOUT_MS;
    this.model = createTextCompleter({
      provider: config.AI_PROVIDER,
      baseUrl: config.AI_BASE_URL || undefined,
      apiKey: config.AI_API_KEY || undefined,
      model: config.AI_MODEL || undefined,
    });
  }
}
