import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { ScheduleKeeper } from '../jobs/schedule-keeper';

// The legal text promises deletion within 30 days of the request; running daily keeps it.
export const ACCOUNT_RETENTION_DAYS = 30;
const ACCOUNT_PURGE_CRON = '47 3 * * *';

/** Registers the daily account purge at boot (upsert: several workers never duplicate it). */
@Injectable()
export class AccountPurgeSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    await this.keeper.keep({
      queue: this.maintenance,
      id: JobName.accountPurge,
      repeat: { pattern: ACCOUNT_PURGE_CRON, tz: 'UTC' },
      template: {
        name: JobName.accountPurge,
        data: { olderThanDays: ACCOUNT_RETENTION_DAYS },
        opts: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: 100,
          removeOnFail: 500,
        },
      },
    });
  }
}
