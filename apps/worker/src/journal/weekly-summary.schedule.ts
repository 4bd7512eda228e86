import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';

// Every hour: it is Monday somewhere first, and each writer's recap waits for their own Monday.
const WEEKLY_SUMMARY_CRON = '7 * * * *';

/** Registers the hourly weekly-recap pass at boot (upsert: several workers never duplicate it). */
@Injectable()
export class WeeklySummarySchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(WeeklySummarySchedule.name);

  constructor(@InjectQueue(QueueName.journal) private readonly journal: Queue) {}

  async onApplicationBootstrap() {
    await this.journal.upsertJobScheduler(
      JobName.weeklySummary,
      { pattern: WEEKLY_SUMMARY_CRON, tz: 'UTC' },
      {
        name: JobName.weeklySummary,
        data: {},
        opts: {
          attempts: 4,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: 24,
          removeOnFail: 100,
        },
      },
    );
    this.logger.log({ job: JobName.weeklySummary, cron: WEEKLY_SUMMARY_CRON }, 'Schedule registered');
  }
}
