import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import Redis from 'ioredis';
import { AccountPurgeHandler } from './account-purge/account-purge.handler';
import { AccountPurgeSchedule } from './account-purge/account-purge.schedule';
import { EmailProcessor } from './email/email.processor';
import { Mailer } from './email/mailer';
import { SendEmailHandler } from './email/send-email.handler';
import { SendReceiptHandler } from './email/send-receipt.handler';
import { JOB_HANDLERS, JobHandler } from './jobs/job-handler';
import { JobSchedules } from './jobs/job-schedules';
import { ScheduleKeeper } from './jobs/schedule-keeper';
import { JournalAnalysisHandler } from './journal/journal-analysis.handler';
import { JournalProcessor } from './journal/journal.processor';
import { WeeklySummaryHandler } from './journal/weekly-summary.handler';
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

const handlers = [
  OutboxCleanupHandler,
  SendEmailHandler,
  SendReceiptHandler,
  AccountPurgeHandler,
  UsageResetHandler,
  SubscriptionRenewalHandler,
  OrderReconcileHandler,
  JournalAnalysisHandler,
  WeeklySummaryHandler,
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
        BullModule.registerQueue({ name: QueueName.journal }),
      ],
      providers: [
        { provide: WorkerConfig, useValue: runtime.config },
        { provide: RpcClient, useValue: runtime.rpc },
        ...handlers,
        { provide: JOB_HANDLERS, useFactory: (...all: JobHandler[]) => all, inject: handlers },
        MaintenanceProcessor,
        Mailer,
        EmailProcessor,
        JournalProcessor,
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
