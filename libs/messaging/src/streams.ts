import { JetStreamManager, nanos, RetentionPolicy, StorageType, StreamConfig } from 'nats';
import { MessagingNames } from './naming';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The events stream and its dead-letter stream; created or brought up to date at every start. */
export function streamConfigs(names: MessagingNames, replicas = 1): Partial<StreamConfig>[] {
  return [
    {
      name: names.eventStream,
      subjects: [`${names.namespace}.evt.>`],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      num_replicas: replicas,
      max_age: nanos(14 * DAY_MS),
      // Publishes with the same Nats-Msg-Id inside this window are dropped by the server.
      duplicate_window: nanos(10 * 60 * 1000),
    },
    {
      name: names.deadLetterStream,
      subjects: [`${names.namespace}.dlq.>`],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      num_replicas: replicas,
      max_age: nanos(30 * DAY_MS),
    },
  ];
}

export async function ensureStreams(
  jsm: JetStreamManager,
  names: MessagingNames,
  replicas = 1,
): Promise<void> {
  for (const config of streamConfigs(names, replicas)) {
    const name = config.name as string;
    const existing = await jsm.streams.info(name).catch(() => undefined);
    if (existing) {
      await jsm.streams.update(name, config);
      continue;
    }
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another service created it between our look-up and our add.
      if (!(await jsm.streams.info(name).catch(() => undefined))) throw error;
    }
  }
}
