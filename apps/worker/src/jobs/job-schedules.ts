import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { queueDepth } from './job-metrics';
import { ScheduleKeeper } from './schedule-keeper';
import { WorkerConfig } from '../worker.config';

/**
 * Keeps the outbox cleanup schedule (ScheduleKeeper: upserted at boot and asserted again) and
 * samples queue depth for the metrics.
 */
@Injectable()
export class JobSchedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private sampler?: NodeJS.Timeout;

  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    @InjectQueue(QueueName.email) private readonly email: Queue,
    @InjectQueue(QueueName.journal) private readonly journal: Queue,
    private readonly config: WorkerConfig,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    await this.keeper.keep({
      queue: this.maintenance,
      id: JobName.outboxCleanup,
      repeat: { pattern: this.config.OUTBOX_CLEANUP_CRON, tz: 'UTC' },
      template: {
        name: JobName.outboxCleanup,
        data: { olderThanDays: this.config.OUTBOX_RETENTION_DAYS },
        opts: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: 100,
          removeOnFail: 500,
        },
      },
    });
    this.sampler = setInterval(() => void this.sampleDepth(), 15_000);
    this.sampler.unref();
    await this.sampleDepth();
  }

  onApplicationShutdown() {
    clearInterval(this.sampler);
  }

  /** Every queue the worker runs (maintenance, email, journal), by state. */
  private async sampleDepth() {
    await Promise.all(
      [this.maintenance, this.email, this.journal].map(async (queue) => {
        const counts = await queue
          .getJobCounts('waiting', 'delayed', 'active', 'failed')
          .catch(() => undefined);
        for (const [state, count] of Object.entries(counts ?? {}))
          queueDepth.set({ queue: queue.name, state }, count);
      }),
    );
  }
}
