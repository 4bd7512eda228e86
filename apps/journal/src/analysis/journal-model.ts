import { Inject, Injectable } from '@nestjs/common';
import { createTextCompleter, type TextCompleter } from '@maeum/ai';
import type { JournalConfig } from '@maeum/config';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';

/** The configured model for the journal's analysis, or none (offline: the lexicon analysis). */
@Injectable()
export class JournalModel {
  readonly model: TextCompleter | undefined;
  readonly timeoutMs: number;

  constructor(@Inject(SERVICE_RUNTIME) runtime: ServiceRuntime) {
    const config = runtime.config as JournalConfig;
    this.timeoutMs = config.AI_REPLY_TIMEOUT_MS;
    this.model = createTextCompleter({
      provider: config.AI_PROVIDER,
      baseUrl: config.AI_BASE_URL || undefined,
      apiKey: config.AI_API_KEY || undefined,
      model: config.AI_MODEL || undefined,
    });
  }
}
