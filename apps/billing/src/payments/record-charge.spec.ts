import { PAYMENT_VERIFIED_V1, SUBSCRIPTION_CHANGED_V1 } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import type { TossPayment } from '@maeum/toss-api';
import { billingUnitKit, invoiceRow, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import type { PlanCatalog } from '../plans/plan-catalog';
import type { Plan } from '../plans/plan.entity';
import type { OrderValidity } from './order-validity';
import type { PaymentOrderRow } from './payment-order-row';
import { RecordCharge } from './record-charge';

const approvedAt = '2026-11-27T06:00:00.000Z';
const payment = { paymentKey: 'pay-1', totalAmount: 9900, approvedAt } as TossPayment;
const card = { brand: 'Card', last4: '4242' };
const period = { start: new Date(approvedAt), end: new Date('2026-12-27T06:00:00.000Z') };

describe('RecordCharge', () => {
  const setup = (order: PaymentOrderRow | null = orderRow({ status: 'in_progress' }), valid = true) => {
    const kit = billingUnitKit();
    kit.orders.lock.mockResolvedValue(order);
    kit.orders.markDone.mockResolvedValue(period);
    kit.subscriptions.lockByUser.mockResolvedValue(subscriptionRow());
    kit.invoices.insertPaid.mockResolvedValue(invoiceRow());
    kit.subscriptions.startPeriod.mockResolvedValue(
      subscriptionRow({ plan_id: 'plus', ends_at: period.end }),
    );
    const catalog = mockRepository<PlanCatalog>({ get: () => ({ id: 'plus', name: 'Plus' }) as Plan });
    const validity = mockRepository<OrderValidity>({ stillValid: async () => valid });
    return { ...kit, validity, recordCharge: new RecordCharge(kit.unitOfWork, catalog, validity) };
  };

  it('makes the order done, writes its invoice, starts the period and adds both events, in one transaction', async () => {
    const { orders, invoices, subscriptions, unitOfWork, recordCharge } = setup();
    await expect(recordCharge.execute('ord_1', payment, card)).resolves.toBe('recorded');
    expect(orders.markDone).toHaveBeenCalledWith(
      'ord_1',
      'pay-1',
      new Date(approvedAt),
      new Date(approvedAt),
    );
    expect(invoices.insertPaid).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'ord_1', amount: 9900, cardLast4: '4242', periodEnd: period.end }),
    );
    expect(subscriptions.startPeriod).toHaveBeenCalledWith('sub-1', {
      planId: 'plus',
      billingPeriod: 'monthly',
      start: period.start,
      end: period.end,
      paymentMethodId: null,
    });
    expect(unitOfWork.eventsOf(PAYMENT_VERIFIED_V1)).toEqual([
      expect.objectContaining({ orderId: 'ord_1', invoiceId: 'invoice-1', amount: 9900, approvedAt }),
    ]);
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'upgraded', planId: 'plus', previousPlanId: 'free' }),
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('continues a renewal from the period that ended, as `renewed`', async () => {
    const periodStart = new Date('2026-11-20T00:00:00.000Z');
    const { orders, unitOfWork, recordCharge } = setup(
      orderRow({ kind: 'renewal', status: 'in_progress', period_start: periodStart }),
    );
    await recordCharge.execute('ord_1', payment, card);
    expect(orders.markDone).toHaveBeenCalledWith('ord_1', 'pay-1', new Date(approvedAt), periodStart);
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)[0]).toMatchObject({ kind: 'renewed' });
  });

  it('only answers for an order already done (ten parallel confirms make one of everything)', async () => {
    const { orders, invoices, unitOfWork, recordCharge } = setup(orderRow({ status: 'done' }));
    await expect(recordCharge.execute('ord_1', payment, card)).resolves.toBe('unchanged');
    expect(orders.markDone).not.toHaveBeenCalled();
    expect(invoices.insertPaid).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses a checkout closed meanwhile, and supersedes one no longer valid, recording nothing', async () => {
    const closed = setup(orderRow({ status: 'expired' }));
    await expect(closed.recordCharge.execute('ord_1', payment, card)).resolves.toBe('refused');
    expect(closed.orders.supersede).not.toHaveBeenCalled();

    const stale = setup(orderRow({ status: 'in_progress' }), false);
    await expect(stale.recordCharge.execute('ord_1', payment, card)).resolves.toBe('refused');
    expect(stale.orders.supersede).toHaveBeenCalledWith(['ord_1']);
    expect(stale.orders.markDone).not.toHaveBeenCalled();
    expect(stale.unitOfWork.events).toEqual([]);
  });
});
