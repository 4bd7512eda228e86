import {
  AiProviderFragment,
  composeConfig,
  DataEncryptionFragment,
  JobWorkerFragment,
  SERVICE_FRAGMENTS,
} from '@maeum/config';
import { IsInt, Max, Min } from 'class-validator';

/** The journal's settings: entries sealed with each user's key, analysed by the AI provider or offline. */
export class JournalConfig extends composeConfig(
  ...SERVICE_FRAGMENTS,
  DataEncryptionFragment,
  AiProviderFragment,
  JobWorkerFragment,
) {
  /**
   * How long one person's profile statistics and insights, once computed, are served from the
   * journal process (seconds; 0: computed on every request). The person's own writes through this
   * process (habits, ratings, boosters, entries, plan changes) drop them at once.
   */
  @IsInt()
  @Min(0)
  @Max(300)
  STATISTICS_CACHE_SECONDS: number = 10;
}
