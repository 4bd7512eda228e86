import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@maeum/contracts';
import { Queue } from 'bullmq';

// Every hour (minute 7): a period that ends is renewed within the hour, not the next day.
const RENEWAL_CRON = '7 * * * *';

/** Registers the renewal pass at boot (upsert: several workers never duplicate it). */
@Injectable()
export class SubscriptionRenewalSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(SubscriptionRenewalSchedule.name);

  constructor(@InjectQueue(QueueName.maintenance) private readonly maintenance: Queue) {}

  async onApplicationBootstrap() {
    await this.maintenance.upsertJobScheduler(
      JobName.subscriptionRenewal,
      { pattern: RENEWAL_CRON },
      {
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
    );
    this.logger.log({ job: JobName.subscriptionRenewal, cron: RENEWAL_CRON }, 'Schedule registered');
  }
}
