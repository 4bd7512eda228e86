import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ReleaseUsageUseCase } from './release-usage.usecase';
import { ReserveUsageUseCase } from './reserve-usage.usecase';
import { ResetUsageUseCase } from './reset-usage.usecase';
import { UsageController } from './usage.controller';

/** The plan's usage: reservations (holds), their keeping and release, and the monthly reset. */
@Module({
  imports: [SubscriptionsModule, PlansModule],
  controllers: [UsageController],
  providers: [ResetUsageUseCase, ReserveUsageUseCase, ReleaseUsageUseCase],
  exports: [ReleaseUsageUseCase],
})
export class UsageModule {}
