import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FeaturesController } from './features.controller';
import { PlansController } from './plans.controller';
import { SubscriptionController } from './subscription.controller';

/** Plans, the caller's subscription and limits, and plan gates: forwarded to the billing service. */
@Module({ imports: [AuthModule], controllers: [PlansController, SubscriptionController, FeaturesController] })
export class BillingModule {}
