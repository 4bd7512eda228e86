import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';
import { ScheduleKeeper } from '../jobs/schedule-keeper';

// Every hour (minute 7): a period that ends is renewed within the hour, not the next day.
const RENEWAL_CRON = '7 * * * *';

/** Registers the renewal pass at boot (upsert: several workers never duplicate it). */
@Injectable()
export class SubscriptionRenewalSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.maintenance) private readonly maintenance: Queue,
    private readonly keeper: ScheduleKeeper,
  ) {}

  async onApplicationBootstrap() {
    await this.keeper.keep({
      queue: this.maintenance,
      id: JobName.subscriptionRenewal,
      repeat: { pattern: RENEWAL_CRON },
      template: {
        name: JobName.subscriptionRenewal,
        data: {},
        // A pass that fails is simply the next hour's work; a short retry covers a billing restart.
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: 24,
          removeOnFail: 100,
        },
      },
    });
  }
}
