import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { JournalConfig } from '@maeum/config';
import { JobName, type JobOf, QueueName } from '@maeum/contracts';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';

const ADD_TIMEOUT_MS = 2_000;

/**
 * Hands entries to the worker's `journal` queue for analysis (same prefix as the worker). The job
 * id is the entry id, so a redelivered event queues the entry once; without an offline queue an
 * add fails at once while Redis is away, and the event is delivered again later.
 */
@Injectable()
export class AnalysisQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(AnalysisQueue.name);
  private readonly connection: Redis;
  private readonly queue: Queue<JobOf<typeof JobName.journalAnalysis>>;

  constructor(@Inject(SERVICE_RUNTIME) runtime: ServiceRuntime) {
    const config = runtime.config as JournalConfig;
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: false });
    this.queue = new Queue(QueueName.journal, {
      connection: this.connection,
      prefix: `${config.MESSAGING_NAMESPACE}:bull`,
    });
    this.queue.on('error', (error) =>
      this.logger.warn({ reason: error.message }, 'Journal queue connection error'),
    );
  }

  async analyse(entryId: string, userId: string): Promise<void> {
    const added = this.queue.add(
      JobName.journalAnalysis,
      { entryId, userId },
      {
        jobId: `analysis-${entryId}`,
        attempts: 6,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 60 * 60 },
      },
    );
    added.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        added,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Analysis not queued within ${ADD_TIMEOUT_MS} ms`)),
            ADD_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
