import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import {
  PushSubscriptionsController,
  RemindersController,
  ReminderStopController,
} from './reminders.controller';

/** Self-care reminders and web push subscriptions (issue 24), forwarded to auth. */
@Module({
  imports: [AuthModule],
  controllers: [RemindersController, ReminderStopController, PushSubscriptionsController],
})
export class RemindersModule {}
