import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { ScheduleKeeper } from '../jobs/schedule-keeper';

// Every 5 minutes: a reminder set for 20:00 goes out by 20:05 in the person's zone.
export const REMINDERS_CRON = '*/5 * * * *';

/** Registers the self-care reminders pass at boot; ScheduleKeeper asserts it again if Redis lost it. */
@Injectable()
export class RemindersSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    await this.keeper.keep({
      queue: this.maintenance,
      id: JobName.remindersRun,
      repeat: { pattern: REMINDERS_CRON, tz: 'UTC' },
      template: {
        name: JobName.remindersRun,
        data: {},
        opts: {
          attempts: 2,
          backoff: { type: 'fixed', delay: 30_000 },
          removeOnComplete: 24,
          removeOnFail: 100,
        },
      },
    });
  }
}
