import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FeaturesController } from './features.controller';
import { InvoicesController } from './invoices.controller';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentsController } from './payments.controller';
import { PlansController } from './plans.controller';
import { SubscriptionController } from './subscription.controller';
import { TossWebhookController } from './toss-webhook.controller';

/** Plans, subscription, limits, plan gates, payments, cards and invoices: forwarded to billing. */
@Module({
  imports: [AuthModule],
  controllers: [
    PlansController,
    SubscriptionController,
    FeaturesController,
    PaymentsController,
    PaymentMethodsController,
    InvoicesController,
    TossWebhookController,
  ],
})
export class BillingModule {}
