import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { WorkerConfig } from '@maeum/config';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { queueDepth } from './job-metrics';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

/**
 * Registers the repeating jobs at boot (upsert: restarting or running several workers never
 * duplicates a schedule) and samples queue depth for the metrics.
 */
@Injectable()
export class JobSchedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobSchedules.name);
  private sampler?: NodeJS.Timeout;

  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.maintenance.upsertJobScheduler(
      JobName.outboxCleanup,
      { pattern: this.config.OUTBOX_CLEANUP_CRON, tz: 'UTC' },
      {
        name: JobName.outboxCleanup,
        data: { olderThanDays: this.config.OUTBOX_RETENTION_DAYS },
        opts: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: 100,
          removeOnFail: 500,
        },
      },
    );
    this.logger.log(
      { job: JobName.outboxCleanup, cron: this.config.OUTBOX_CLEANUP_CRON },
      'Schedule registered',
    );
    this.sampler = setInterval(() => void this.sampleDepth(), 15_000);
    this.sampler.unref();
    await this.sampleDepth();
  }

  onApplicationShutdown() {
    clearInterval(this.sampler);
  }

  private async sampleDepth() {
    const counts = await this.maintenance
      .getJobCounts('waiting', 'delayed', 'active', 'failed')
      .catch(() => undefined);
    for (const [state, count] of Object.entries(counts ?? {}))
      queueDepth.set({ queue: QueueName.maintenance, state }, count);
  }
}
