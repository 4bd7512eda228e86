import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { ScheduleKeeper } from '../jobs/schedule-keeper';

// Every hour: it is Monday somewhere first, and each writer's recap waits for their own Monday.
const WEEKLY_SUMMARY_CRON = '7 * * * *';

/** Registers the hourly weekly-recap pass at boot (upsert: several workers never duplicate it). */
@Injectable()
export class WeeklySummarySchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.journal) private readonly journal: Queue,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    await this.keeper.keep({
      queue: this.journal,
      id: JobName.weeklySummary,
      repeat: { pattern: WEEKLY_SUMMARY_CRON, tz: 'UTC' },
      template: {
        name: JobName.weeklySummary,
        data: {},
        opts: {
          attempts: 4,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: 24,
          removeOnFail: 100,
        },
      },
    });
  }
}
