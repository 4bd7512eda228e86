import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { DowngradeSubscriptionUseCase } from './downgrade-subscription.usecase';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { GrantPlanUseCase } from './grant-plan.usecase';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';
import { SubscriptionStore } from './subscription.store';
import { SubscriptionsController } from './subscriptions.controller';

/** GET /api/subscription, limits, cancel, resume and downgrade; an admin's plan grant. */
@Module({
  imports: [PlansModule],
  controllers: [SubscriptionsController, AdminSubscriptionsController],
  providers: [
    SubscriptionStore,
    GetSubscriptionUseCase,
    CancelSubscriptionUseCase,
    ResumeSubscriptionUseCase,
    DowngradeSubscriptionUseCase,
    GrantPlanUseCase,
  ],
  exports: [SubscriptionStore, GetSubscriptionUseCase],
})
export class SubscriptionsModule {}
