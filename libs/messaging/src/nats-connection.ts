import { Logger } from '@nestjs/common';
import { connect, NatsConnection } from 'nats';

/**
 * One connection per process, reconnecting forever once made: a NATS restart must not need ours.
 * The first connection is one attempt (3 s at most) that throws when NATS cannot be reached, so
 * the caller can say what it is waiting for (AppBoot.connectNats tries again with backoff).
 */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  const logger = new Logger('Nats');
  const nc = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 3000,
    pingInterval: 10_000,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error')
        logger.warn({ nats: status.type, server: String(status.data) });
    }
  })();
  return nc;
}
