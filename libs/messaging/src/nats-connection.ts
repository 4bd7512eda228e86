import { Logger } from '@nestjs/common';
import { connect, NatsConnection } from 'nats';

/** One connection per process, reconnecting forever: a NATS restart must not need ours. */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  const logger = new Logger('Nats');
  const nc = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
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
