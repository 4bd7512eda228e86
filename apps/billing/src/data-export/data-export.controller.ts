import { Controller } from '@nestjs/common';
import { BillingUserExport, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { toInvoiceView } from '../invoices/invoice-row';
import { InvoicesStore } from '../invoices/invoices.store';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

@Controller()
export class BillingDataExportController {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly invoices: InvoicesStore,
  ) {}

  /** The exported user is always the verified caller, never one named in the payload. */
  @RpcHandler(RpcPattern.billingExportUser)
  async export(_request: void, call: RpcCallContext): Promise<BillingUserExport> {
    const userId = call.callerId();
    const direct = this.unitOfWork.direct();
    const [customer, subscription, previews, paymentMethods, invoices] = await Promise.all([
      direct.customers.find(userId),
      direct.subscriptions.entityOf(userId),
      direct.previews.allOf(userId),
      direct.methods.list(userId),
      this.invoices.listAll(userId),
    ]);
    return {
      customer: customer
        ? {
            userId: customer.userId,
            email: customer.email,
            registeredAt: new Date(customer.registeredAt).toISOString(),
            createdAt: new Date(customer.createdAt).toISOString(),
          }
        : null,
      subscription: subscription
        ? {
            planId: subscription.planId,
            status: subscription.status,
            billingPeriod: subscription.billingPeriod,
            sessionsUsed: subscription.sessionsUsed,
            voiceSessionsUsed: subscription.voiceSessionsUsed,
            textSessionsUsed: subscription.textSessionsUsed,
            lastResetDate: subscription.lastResetDate,
            currentPeriodStart: iso(subscription.currentPeriodStart),
            endsAt: iso(subscription.endsAt),
            scheduledPlanId: subscription.scheduledPlanId,
            cancelReason: subscription.cancelReason,
            cancelFeedback: subscription.cancelFeedback,
            cancelledAt: iso(subscription.cancelledAt),
            createdAt: new Date(subscription.createdAt).toISOString(),
          }
        : null,
      featurePreviews: previews.map((p) => ({
        feature: p.featureName,
        viewedAt: new Date(p.viewedAt).toISOString(),
      })),
      paymentMethods,
      invoices: invoices.map((row) => ({
        ...toInvoiceView(row),
        refundedAt: iso(row.refunded_at),
        refundReason: row.refund_reason,
      })),
    };
  }
}
