import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ResetUsageUseCase } from './reset-usage.usecase';
import { UsageController } from './usage.controller';

/** The monthly reset of the usage counters (the counting itself is the usage listener). */
@Module({ imports: [SubscriptionsModule], controllers: [UsageController], providers: [ResetUsageUseCase] })
export class UsageModule {}
