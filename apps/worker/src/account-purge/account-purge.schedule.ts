import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';

// The legal text promises deletion within 30 days of the request; running daily keeps it.
export const ACCOUNT_RETENTION_DAYS = 30;
const ACCOUNT_PURGE_CRON = '47 3 * * *';

/** Registers the daily account purge at boot (upsert: several workers never duplicate it). */
@Injectable()
export class AccountPurgeSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountPurgeSchedule.name);

  constructor(@InjectQueue(QueueName.maintenance) private readonly maintenance: Queue) {}

  async onApplicationBootstrap() {
    await this.maintenance.upsertJobScheduler(
      JobName.accountPurge,
      { pattern: ACCOUNT_PURGE_CRON, tz: 'UTC' },
      {
        name: JobName.accountPurge,
        data: { olderThanDays: ACCOUNT_RETENTION_DAYS },
        opts: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: 100,
          removeOnFail: 500,
        },
      },
    );
    this.logger.log({ job: JobName.accountPurge, cron: ACCOUNT_PURGE_CRON }, 'Schedule registered');
  }
}
