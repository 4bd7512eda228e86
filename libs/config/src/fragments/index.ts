import { ProcessFragment } from './process.fragment';
import { OpsListenerFragment } from './ops-listener.fragment';
import { DatabaseFragment } from './database.fragment';
import { RedisFragment } from './redis.fragment';
import { NatsFragment } from './nats.fragment';
import { UsageResetFragment } from './usage-reset.fragment';
import { OutboxFragment } from './outbox.fragment';
import type { ComposedSettings } from '../compose-config';

export {
  ProcessFragment,
  OpsListenerFragment,
  DatabaseFragment,
  RedisFragment,
  NatsFragment,
  UsageResetFragment,
  OutboxFragment,
};
export { AccessTokensFragment } from './access-tokens.fragment';
export { AiProviderFragment } from './ai-provider.fragment';
export { DataEncryptionFragment } from './data-encryption.fragment';
export { WebPushKeyFragment } from './web-push-key.fragment';
export { JobWorkerFragment } from './job-worker.fragment';
export { inProduction, OffInProduction, toBool } from './rules';

/**
 * What every process of maeum. reads (the admin CLI too): how it runs and logs, its ops listener,
 * Postgres, Redis, NATS, and the zone plan usage resets in. The README's "all" rows.
 */
export const COMMON_FRAGMENTS = [
  ProcessFragment,
  DatabaseFragment,
  RedisFragment,
  NatsFragment,
  OpsListenerFragment,
  UsageResetFragment,
] as const;

/** A domain service (auth, billing, sessions, journal, admin): the common settings and its outbox. */
export const SERVICE_FRAGMENTS = [...COMMON_FRAGMENTS, OutboxFragment] as const;

/** What libs/service-kit's boot reads of any app's config. */
export type CommonSettings = ComposedSettings<typeof COMMON_FRAGMENTS>;
/** What libs/service-kit's service runtime reads of a domain service's config. */
export type ServiceSettings = ComposedSettings<typeof SERVICE_FRAGMENTS>;
