import { BillingErrorCode, type SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import type { TossPayment } from '@maeum/toss-api';
import { billingUnitKit, invoiceRow, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import type { GetSubscriptionUseCase } from '../subscriptions/get-subscription.usecase';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import type { ClaimOrder } from './claim-order';
import { ConfirmPaymentUseCase } from './confirm-payment.usecase';
import type { OrderReconcileQueue } from './order-reconcile-queue';
import type { PaymentOrderRow } from './payment-order-row';
import type { RecordCharge } from './record-charge';
import type { TossClient } from './toss/toss.client';
import { TossError } from './toss/toss.error';
import type { VoidRefusedPayment } from './void-refused-payment';

const paid = (order: PaymentOrderRow): TossPayment =>
  ({
    paymentKey: 'pay-1',
    orderId: order.order_id,
    status: 'DONE',
    totalAmount: order.amount,
  }) as TossPayment;

describe('ConfirmPaymentUseCase', () => {
  const request = { orderId: 'ord_1', amount: 9900, paymentKey: 'pay-1' };
  const setup = (order: PaymentOrderRow | null = orderRow()) => {
    const kit = billingUnitKit();
    kit.orders.findOwn.mockResolvedValue(order);
    kit.invoices.findOfOrder.mockResolvedValue(null);
    const store = mockRepository<SubscriptionStore>({ read: async () => subscriptionRow() });
    const view = mockRepository<GetSubscriptionUseCase>({ view: async () => ({}) as SubscriptionView });
    const claim = mockRepository<ClaimOrder>({ execute: async () => ({ kind: 'claimed' }) });
    const record = mockRepository<RecordCharge>({ execute: async () => 'recorded' });
    const voidRefused = mockRepository<VoidRefusedPayment>({ payment: async () => true });
    const later = mockRepository<OrderReconcileQueue>();
    const toss = mockRepository<TossClient>({ confirm: async () => paid(order ?? orderRow()) });
    const useCase = new ConfirmPaymentUseCase(
      kit.unitOfWork,
      store,
      view,
      claim,
      record,
      voidRefused,
      later,
      toss,
    );
    return { ...kit, claim, record, voidRefused, later, toss, useCase };
  };

  it('claims the order, confirms at Toss under the order key, records the charge and answers the invoice', async () => {
    const { toss, record, later, invoices, useCase } = setup();
    invoices.findOfOrder.mockResolvedValue(invoiceRow());
    await expect(useCase.execute('user-1', request)).resolves.toMatchObject({ invoice: { id: 'invoice-1' } });
    expect(later.settleLater).toHaveBeenCalledWith('ord_1'); // queued before Toss is called
    expect(toss.confirm).toHaveBeenCalledWith(
      { paymentKey: 'pay-1', orderId: 'ord_1', amount: 9900 },
      'confirm-ord_1',
    );
    expect(record.execute).toHaveBeenCalledWith('ord_1', expect.objectContaining({ status: 'DONE' }), {
      brand: null,
      last4: null,
    });
  });

  it('answers a paid order again without asking Toss (a repeated confirm)', async () => {
    const { toss, claim, useCase } = setup(orderRow({ status: 'done' }));
    await useCase.execute('user-1', request);
    expect(claim.execute).not.toHaveBeenCalled();
    expect(toss.confirm).not.toHaveBeenCalled();
  });

  it('refuses an unknown order, and an amount that is not the order’s, before Toss', async () => {
    await expect(setup(null).useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.orderNotFound,
    });
    const wrong = setup();
    await expect(wrong.useCase.execute('user-1', { ...request, amount: 1 })).rejects.toMatchObject({
      code: BillingErrorCode.amountMismatch,
    });
    expect(wrong.toss.confirm).not.toHaveBeenCalled();
  });

  it('refuses a superseded or failed order with its code', async () => {
    await expect(
      setup(orderRow({ status: 'superseded' })).useCase.execute('user-1', request),
    ).rejects.toMatchObject({
      code: BillingErrorCode.orderSuperseded,
    });
    await expect(
      setup(orderRow({ status: 'failed', failure_code: 'REJECT_CARD_COMPANY' })).useCase.execute(
        'user-1',
        request,
      ),
    ).rejects.toMatchObject({ code: BillingErrorCode.paymentFailed });
  });

  it('refuses an order that no longer makes sense before Toss, voiding whatever a begun confirm got', async () => {
    const { claim, toss, voidRefused, useCase } = setup(orderRow({ status: 'in_progress' }));
    claim.execute.mockResolvedValue({ kind: 'superseded', mayHaveReachedToss: true });
    voidRefused.whateverWasCharged.mockResolvedValue(true);
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.orderSuperseded,
    });
    expect(voidRefused.whateverWasCharged).toHaveBeenCalledWith('ord_1', expect.any(Date));
    expect(toss.confirm).not.toHaveBeenCalled();
  });

  it('cancels at once a payment Toss approved that is then refused', async () => {
    const { record, voidRefused, later, useCase } = setup();
    record.execute.mockResolvedValue('refused');
    voidRefused.payment.mockResolvedValue(false);
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.orderSuperseded,
    });
    expect(voidRefused.payment).toHaveBeenCalledWith('ord_1', 'pay-1');
    expect(later.settleLater).toHaveBeenLastCalledWith('ord_1'); // the void is tried again by its job
  });

  it('closes the order as failed when Toss refuses the card, and keeps it open when Toss is silent', async () => {
    const refused = setup();
    refused.toss.confirm.mockRejectedValue(new TossError(400, 'REJECT_CARD_COMPANY', 'refused'));
    await expect(refused.useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.paymentFailed,
    });
    expect(refused.orders.close).toHaveBeenCalledWith('ord_1', 'failed', 'REJECT_CARD_COMPANY', 'refused');

    const silent = setup();
    silent.toss.confirm.mockRejectedValue(new TossError(0, 'NETWORK_ERROR', 'timeout'));
    await expect(silent.useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.paymentProviderUnavailable,
    });
    expect(silent.orders.close).not.toHaveBeenCalled();
    expect(silent.record.execute).not.toHaveBeenCalled();
  });

  it('refuses a card window of another account (its customer key is not the user’s)', async () => {
    const { claim, useCase } = setup();
    await expect(
      useCase.execute('user-1', {
        orderId: 'ord_1',
        amount: 9900,
        authKey: 'auth',
        customerKey: 'someone-else',
      }),
    ).rejects.toMatchObject({ code: BillingErrorCode.orderNotFound });
    expect(claim.execute).not.toHaveBeenCalled();
  });
});
