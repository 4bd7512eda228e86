import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobName, QueueName, SendEmailJob, SendReceiptJob } from '@maeum/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config';

// Until its first connection BullMQ waits for Redis; a request does not wait that long.
const ADD_TIMEOUT_MS = 2_000;

/**
 * Hands e-mails to the worker through its BullMQ queue (same prefix as the worker). The queue has
 * a Redis connection of its own; without an offline queue an add fails at once while Redis is
 * away instead of holding the caller until it is back.
 */
@Injectable()
export class EmailQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailQueue.name);
  private readonly connection: Redis;
  private readonly queue: Queue<SendEmailJob | SendReceiptJob>;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: false });
    this.queue = new Queue<SendEmailJob | SendReceiptJob>(QueueName.email, {
      connection: this.connection,
      prefix: `${config.MESSAGING_NAMESPACE}:bull`,
    });
    this.queue.on('error', (error) =>
      this.logger.warn({ reason: error.message }, 'E-mail queue connection error'),
    );
  }

  /** `jobId` is deterministic, so sending the same e-mail twice queues it once. */
  send(jobId: string, email: SendEmailJob): Promise<void> {
    return this.add(JobName.sendEmail, jobId, email);
  }

  /** The receipt of one payment; the job id names the invoice, so it is queued once. */
  sendReceipt(jobId: string, receipt: SendReceiptJob): Promise<void> {
    return this.add(JobName.sendReceipt, jobId, receipt);
  }

  private async add(
    name: typeof JobName.sendEmail | typeof JobName.sendReceipt,
    jobId: string,
    data: SendEmailJob | SendReceiptJob,
  ): Promise<void> {
    const added = this.queue.add(name, data, {
      jobId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: true,
      // The data holds a live link: failed jobs are kept only long enough to look into them.
      removeOnFail: { age: 24 * 60 * 60 },
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`E-mail not queued within ${ADD_TIMEOUT_MS} ms`)),
        ADD_TIMEOUT_MS,
      );
    });
    added.catch(() => undefined); // failing after the time-out: that has been reported already
    try {
      await Promise.race([added, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
