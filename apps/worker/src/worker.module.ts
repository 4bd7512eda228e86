import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { indexJobHandlers, JOB_HANDLERS, JOB_WORKER_SETTINGS, JobHandler } from '@maeum/service-kit';
import Redis from 'ioredis';
import { AccountPurgeHandler } from './account-purge/account-purge.handler';
import { AccountPurgeSchedule } from './account-purge/account-purge.schedule';
import { EmailProcessor } from './email/email.processor';
import { Mailer } from './email/mailer';
import { SendEmailHandler } from './email/send-email.handler';
import { SendReceiptHandler } from './email/send-receipt.handler';
import { JobSchedules } from './jobs/job-schedules';
import { ScheduleKeeper } from './jobs/schedule-keeper';
import { WeeklySummarySchedule } from './journal/weekly-summary.schedule';
import { MaintenanceProcessor } from './jobs/maintenance.processor';
import { OrderReconcileHandler } from './order-reconcile/order-reconcile.handler';
import { RemindersRunHandler } from './reminders/reminders-run.handler';
import { RemindersSchedule } from './reminders/reminders.schedule';
import { SendPushHandler } from './reminders/send-push.handler';
import { OutboxCleanupHandler } from './outbox-cleanup/outbox-cleanup.handler';
import { SubscriptionRenewalHandler } from './subscription-renewal/subscription-renewal.handler';
import { SubscriptionRenewalSchedule } from './subscription-renewal/subscription-renewal.schedule';
import { UsageResetHandler } from './usage-reset/usage-reset.handler';
import { UsageResetSchedule } from './usage-reset/usage-reset.schedule';
import { WorkerConfig } from './worker.config';

export interface WorkerRuntime {
  config: WorkerConfig;
  redis: Redis;
  rpc: RpcClient;
}

/**
 * The queues whose jobs run here: the cross-cutting e-mail and push, and maintenance. The `journal`
 * queue runs in the journal service (its worker role); its schedule is still kept here.
 */
const QUEUES_RUN_HERE = [QueueName.maintenance, QueueName.email];

const handlers = [
  OutboxCleanupHandler,
  SendEmailHandler,
  SendReceiptHandler,
  AccountPurgeHandler,
  UsageResetHandler,
  SubscriptionRenewalHandler,
  OrderReconcileHandler,
  RemindersRunHandler,
  SendPushHandler,
];

@Module({})
export class WorkerModule {
  static register(runtime: WorkerRuntime): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        BullModule.forRoot({
          connection: runtime.redis,
          prefix: `${runtime.config.MESSAGING_NAMESPACE}:bull`,
        }),
        BullModule.registerQueue({ name: QueueName.maintenance }),
        BullModule.registerQueue({ name: QueueName.email }),
        // Only for its schedule (WeeklySummarySchedule): the journal service runs its jobs.
        BullModule.registerQueue({ name: QueueName.journal }),
      ],
      providers: [
        { provide: WorkerConfig, useValue: runtime.config },
        { provide: RpcClient, useValue: runtime.rpc },
        ...handlers,
        { provide: JOB_WORKER_SETTINGS, useValue: runtime.config },
        {
          provide: JOB_HANDLERS,
          useFactory: (...all: JobHandler[]) => {
            indexJobHandlers(all, QUEUES_RUN_HERE);
            return all;
          },
          inject: handlers,
        },
        MaintenanceProcessor,
        Mailer,
        EmailProcessor,
        ScheduleKeeper,
        JobSchedules,
        AccountPurgeSchedule,
        UsageResetSchedule,
        SubscriptionRenewalSchedule,
        WeeklySummarySchedule,
        RemindersSchedule,
      ],
    };
  }
}
