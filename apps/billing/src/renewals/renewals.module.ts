import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import { RenewDueUseCase } from './renew-due.usecase';
import { RenewSubscriptionUseCase } from './renew-subscription.usecase';
import { RenewalsController } from './renewals.controller';

/** Monthly and yearly renewals by billing key, scheduled plan changes, and open orders settled. */
@Module({
  imports: [PlansModule, SubscriptionsModule, PaymentsModule],
  controllers: [RenewalsController],
  providers: [EndDueSubscriptionsUseCase, RenewSubscriptionUseCase, RenewDueUseCase],
})
export class RenewalsModule {}
