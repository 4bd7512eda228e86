import { Module } from '@nestjs/common';
import { InvoicesController } from '../invoices/invoices.controller';
import { InvoiceReceiptUseCase } from '../invoices/invoice-receipt.usecase';
import { InvoicesStore } from '../invoices/invoices.store';
import { MarkInvoiceEmailedUseCase } from '../invoices/mark-invoice-emailed.usecase';
import { ReaderTimeZone } from '../invoices/reader-time-zone';
import { RefundInvoiceUseCase } from '../invoices/refund-invoice.usecase';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ClaimOrder } from './claim-order';
import { ConfirmPaymentUseCase } from './confirm-payment.usecase';
import { OrderReconcileQueue } from './order-reconcile-queue';
import { OrderValidity } from './order-validity';
import { PaymentMethodsController } from './payment-methods.controller';
import { HandleTossWebhookUseCase } from './handle-toss-webhook.usecase';
import { PaymentsController } from './payments.controller';
import { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';
import { RecordCharge } from './record-charge';
import { RemovePaymentMethodUseCase } from './remove-payment-method.usecase';
import { SetDefaultPaymentMethodUseCase } from './set-default-payment-method.usecase';
import { SandboxApproveUseCase } from './sandbox-approve.usecase';
import { StartCheckoutUseCase } from './start-checkout.usecase';
import { TossClient } from './toss/toss.client';
import { VoidRefusedPayment } from './void-refused-payment';

/** Checkout, confirm, cards, invoices and refunds, through Toss Payments (or its sandbox). */
@Module({
  imports: [PlansModule, SubscriptionsModule],
  controllers: [PaymentsController, PaymentMethodsController, InvoicesController],
  providers: [
    TossClient,
    InvoicesStore,
    OrderValidity,
    ClaimOrder,
    RecordCharge,
    VoidRefusedPayment,
    OrderReconcileQueue,
    StartCheckoutUseCase,
    SandboxApproveUseCase,
    ConfirmPaymentUseCase,
    SetDefaultPaymentMethodUseCase,
    RemovePaymentMethodUseCase,
    RefundInvoiceUseCase,
    ReaderTimeZone,
    InvoiceReceiptUseCase,
    MarkInvoiceEmailedUseCase,
    ReconcileOpenOrdersUseCase,
    HandleTossWebhookUseCase,
  ],
  exports: [InvoicesStore, RecordCharge, TossClient, ReconcileOpenOrdersUseCase],
})
export class PaymentsModule {}
