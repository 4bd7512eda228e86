import { Module } from '@nestjs/common';
import { PushSubscriptionsController, RemindersController, ReminderStopController } from './reminders.controller';

/** Self-care reminders and web push subscriptions (issue 24). */
@Module({ controllers: [RemindersController, ReminderStopController, PushSubscriptionsController] })
export class RemindersModule {}
