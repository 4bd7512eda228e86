import { BillingErrorCode, CommonErrorCode, SUBSCRIPTION_CHANGED_V1 } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, invoiceRow, subscriptionRow } from '../billing-unit.test-kit';
import { TossClient } from '../payments/toss/toss.client';
import { TossError } from '../payments/toss/toss.error';
import { InvoicesStore } from './invoices.store';
import { RefundInvoiceUseCase } from './refund-invoice.usecase';

describe('RefundInvoiceUseCase', () => {
  const setup = (invoice = invoiceRow()) => {
    const kit = billingUnitKit();
    const store = mockRepository<InvoicesStore>({ findOwn: async () => invoice });
    const toss = mockRepository<TossClient>();
    return { ...kit, store, toss, useCase: new RefundInvoiceUseCase(kit.unitOfWork, store, toss) };
  };

  it('cancels the charge at Toss under the invoice key, refunds it and returns the running plan to Free', async () => {
    const { toss, invoices, orders, subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'plus' }));
    invoices.markRefunded.mockResolvedValue(invoiceRow({ status: 'refunded' }));
    subscriptions.returnToFree.mockResolvedValue(subscriptionRow());

    await expect(useCase.execute('user-1', 'invoice-1', 'changed my mind')).resolves.toMatchObject({
      status: 'refunded',
      refundable: false,
    });
    expect(toss.cancel).toHaveBeenCalledWith('pay-1', 'changed my mind', 'refund-invoice-1');
    expect(orders.markRefunded).toHaveBeenCalledWith('ord_1');
    expect(subscriptions.returnToFree).toHaveBeenCalledWith('sub-1');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'refunded', planId: 'free', previousPlanId: 'plus' }),
    ]);
  });

  it('keeps a plan the refunded charge did not pay for (another plan is running now)', async () => {
    const { invoices, subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'pro' }));
    invoices.markRefunded.mockResolvedValue(invoiceRow({ status: 'refunded' }));
    await useCase.execute('user-1', 'invoice-1', 'reason');
    expect(subscriptions.returnToFree).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('answers an invoice already refunded as it is, without asking Toss again', async () => {
    const { toss, unitOfWork, useCase } = setup(invoiceRow({ status: 'refunded' }));
    await expect(useCase.execute('user-1', 'invoice-1', 'again')).resolves.toMatchObject({
      status: 'refunded',
    });
    expect(toss.cancel).not.toHaveBeenCalled();
    expect(unitOfWork.commits).toBe(0);
  });

  it('refuses past the refund window, and an unknown invoice as not found', async () => {
    const old = setup(invoiceRow({ created_at: new Date(Date.now() - 15 * 86_400_000) }));
    await expect(old.useCase.execute('user-1', 'invoice-1', 'late')).rejects.toMatchObject({
      code: BillingErrorCode.refundWindowPassed,
    });
    expect(old.toss.cancel).not.toHaveBeenCalled();
    const unknown = setup();
    unknown.store.findOwn.mockResolvedValue(null);
    await expect(unknown.useCase.execute('user-1', 'nope', 'x')).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });

  it('treats a payment Toss has already cancelled as cancelled, and a silent Toss as unavailable', async () => {
    const done = setup();
    done.toss.cancel.mockRejectedValue(new TossError(400, 'ALREADY_CANCELED_PAYMENT', 'already'));
    done.invoices.markRefunded.mockResolvedValue(invoiceRow({ status: 'refunded' }));
    await expect(done.useCase.execute('user-1', 'invoice-1', 'x')).resolves.toMatchObject({
      status: 'refunded',
    });

    const silent = setup();
    silent.toss.cancel.mockRejectedValue(new TossError(0, 'NETWORK_ERROR', 'timeout'));
    await expect(silent.useCase.execute('user-1', 'invoice-1', 'x')).rejects.toMatchObject({
      code: BillingErrorCode.paymentProviderUnavailable,
    });
    expect(silent.unitOfWork.commits).toBe(0);
  });

  it('answers the invoice as it now stands when a parallel refund got there first', async () => {
    const { store, invoices, orders, useCase } = setup();
    invoices.markRefunded.mockResolvedValue(null);
    store.findOwn
      .mockResolvedValueOnce(invoiceRow())
      .mockResolvedValueOnce(invoiceRow({ status: 'refunded' }));
    await expect(useCase.execute('user-1', 'invoice-1', 'x')).resolves.toMatchObject({ status: 'refunded' });
    expect(orders.markRefunded).not.toHaveBeenCalled();
  });
});
