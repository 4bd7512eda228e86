import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { DowngradeSubscriptionUseCase } from './downgrade-subscription.usecase';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionsController } from './subscriptions.controller';

/** GET /api/subscription, limits, cancel, resume and downgrade. */
@Module({
  imports: [PlansModule],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionStore,
    GetSubscriptionUseCase,
    CancelSubscriptionUseCase,
    ResumeSubscriptionUseCase,
    DowngradeSubscriptionUseCase,
  ],
  exports: [SubscriptionStore, GetSubscriptionUseCase],
})
export class SubscriptionsModule {}
