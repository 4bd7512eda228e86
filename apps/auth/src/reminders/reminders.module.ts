import { Module } from '@nestjs/common';
import { RecoveryModule } from '../recovery/recovery.module';
import { ReminderQueue } from './reminder-queue';
import { RemindersController } from './reminders.controller';
import { RemindersStore } from './reminders.store';
import {
  GetRemindersUseCase,
  PushSubscriptionsUseCase,
  SaveRemindersUseCase,
  StopRemindersUseCase,
} from './reminders.usecases';
import { RunRemindersUseCase } from './run-reminders.usecase';

/** Self-care reminders (issue 24): settings, push subscriptions, the stop link and the daily pass. */
@Module({
  imports: [RecoveryModule],
  controllers: [RemindersController],
  providers: [
    RemindersStore,
    ReminderQueue,
    GetRemindersUseCase,
    SaveRemindersUseCase,
    StopRemindersUseCase,
    PushSubscriptionsUseCase,
    RunRemindersUseCase,
  ],
})
export class RemindersModule {}
