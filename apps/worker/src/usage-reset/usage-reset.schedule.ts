import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { ScheduleKeeper } from '../jobs/schedule-keeper';
import { WorkerConfig } from '../worker.config';

// 00:00 on the first day of every month, in the zone the counters are kept in.
const USAGE_RESET_CRON = '0 0 1 * *';

/** Registers the monthly usage reset at boot (upsert: several workers never duplicate it). */
@Injectable()
export class UsageResetSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    private readonly config: WorkerConfig,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    const tz = this.config.USAGE_RESET_TIME_ZONE;
    await this.keeper.keep({
      queue: this.maintenance,
      id: JobName.usageReset,
      repeat: { pattern: USAGE_RESET_CRON, tz },
      template: {
        name: JobName.usageReset,
        data: {},
        opts: {
          attempts: 8,
          backoff: { type: 'exponential', delay: 30_000 },
          removeOnComplete: 24,
          removeOnFail: 100,
        },
      },
    });
  }
}
