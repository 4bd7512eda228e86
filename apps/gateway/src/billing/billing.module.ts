import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvoicesController } from './invoices.controller';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentsController } from './payments.controller';
import { TossWebhookController } from './toss-webhook.controller';

/** Payments, cards and invoices: forwarded to billing (plans, subscription and plan gates are in the endpoint table). */
@Module({
  imports: [AuthModule],
  controllers: [PaymentsController, PaymentMethodsController, InvoicesController, TossWebhookController],
})
export class BillingModule {}
