import type { Logger } from '@nestjs/common';
import { type JobsOptions, Queue } from 'bullmq';
import Redis from 'ioredis';
import { watchRedis } from '../dependency-wait';
import { activeTraceparent, SpanKind, withSpan } from '@maeum/telemetry';
import { queuePrefix } from './failed-jobs';

// Until its first connection BullMQ waits for Redis; a request does not wait that long.
const ADD_TIMEOUT_MS = 2_000;

/**
 * A service's hand into one of the worker's BullMQ queues (same prefix as the worker), on a Redis
 * connection of its own. Without an offline queue an add fails at once while Redis is away, and
 * never holds its caller longer than ADD_TIMEOUT_MS; what to do then is the caller's choice.
 */
export class JobProducer<Data> {
  private readonly connection: Redis;
  private readonly queue: Queue<Data>;

  constructor(
    config: { REDIS_URL: string; MESSAGING_NAMESPACE: string },
    private readonly queueName: string,
    logger: Pick<Logger, 'warn'>,
  ) {
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: false });
    this.queue = new Queue<Data>(queueName, {
      connection: this.connection,
      prefix: queuePrefix(config.MESSAGING_NAMESPACE),
    });
    // Redis trouble is logged once when it starts and once when it ends, not per attempt.
    watchRedis(this.connection, logger, `Redis of the ${queueName} queue`);
    this.queue.on('error', () => undefined);
  }

  /**
   * Queues one job; rejects when Redis refuses it or does not answer in time. With tracing on, in a
   * producer span whose context the job carries (BullMQ's `telemetry.metadata`, read by the worker).
   */
  add(name: string, data: Data, options: JobsOptions, what = 'Job'): Promise<void> {
    return withSpan(
      `${this.queueName} add ${name}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': this.queueName },
      },
      () => {
        const traceparent = activeTraceparent();
        return this.addNow(
          name,
          data,
          traceparent ? { ...options, telemetry: { metadata: traceparent } } : options,
          what,
        );
      },
    );
  }

  private async addNow(name: string, data: Data, options: JobsOptions, what: string): Promise<void> {
    // The job's own name type is the queue's; one producer serves one queue's jobs.
    const added = (this.queue as Queue).add(name, data, options);
    added.catch(() => undefined); // failing after the time-out: that has been reported already
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        added,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${what} not queued within ${ADD_TIMEOUT_MS} ms`)),
            ADD_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
