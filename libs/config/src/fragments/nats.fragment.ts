import { IsIn, Matches } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** NATS: the bus (RPC and JetStream events) and the names everything on it is prefixed with. */
export const NatsFragment = (Base: SettingsBase) => {
  class NatsSettings extends Base {
    @Matches(/^(nats|tls):\/\/.+/, {
      message: 'NATS_URL must be a nats:// URL (comma-separated for a cluster)',
    })
    NATS_URL: string = 'nats://127.0.0.1:4222';

    /** Prefix of NATS subjects, the JetStream stream names and BullMQ queues; tests use their own. */
    @Matches(/^[a-z][a-z0-9_-]{0,31}$/, {
      message: 'MESSAGING_NAMESPACE must be lowercase letters, digits, - or _',
    })
    MESSAGING_NAMESPACE: string = 'maeum';

    /** JetStream replicas of the events streams: 1 on one server, 3 on a production cluster. */
    @IsIn([1, 3, 5])
    NATS_STREAM_REPLICAS: number = 1;
  }
  return NatsSettings;
};
