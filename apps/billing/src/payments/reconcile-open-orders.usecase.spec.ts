import { mockRepository } from '@maeum/testing';
import type { TossPayment } from '@maeum/toss-api';
import { billingUnitKit, orderRow } from '../billing-unit.test-kit';
import type { OpenOrder } from './payment-orders.repository';
import { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';
import type { RecordCharge } from './record-charge';
import type { TossClient } from './toss/toss.client';
import { TossError } from './toss/toss.error';
import type { VoidRefusedPayment } from './void-refused-payment';

const now = new Date('2026-11-27T06:00:00Z');
const openOrder = (overrides: Partial<OpenOrder> = {}): OpenOrder => ({
  ...orderRow({ status: 'in_progress' }),
  updated_at: new Date(now.getTime() - 11 * 60_000),
  card_brand: 'Card',
  card_last4: '4242',
  ...overrides,
});
const payment = (status: TossPayment['status'], totalAmount = 9900) =>
  ({ paymentKey: 'pay-1', orderId: 'ord_1', status, totalAmount }) as TossPayment;

describe('ReconcileOpenOrdersUseCase', () => {
  const setup = () => {
    const kit = billingUnitKit();
    kit.orders.expireAbandoned.mockResolvedValue(0);
    kit.orders.staleCheckouts.mockResolvedValue([]);
    const record = mockRepository<RecordCharge>({ execute: async () => 'recorded' });
    const voidRefused = mockRepository<VoidRefusedPayment>({ payment: async () => true });
    const toss = mockRepository<TossClient>();
    return {
      ...kit,
      record,
      voidRefused,
      toss,
      useCase: new ReconcileOpenOrdersUseCase(kit.unitOfWork, record, voidRefused, toss),
    };
  };

  it('records a stale order Toss says was paid, with its card, as the confirm would have', async () => {
    const { orders, toss, record, useCase } = setup();
    orders.expireAbandoned.mockResolvedValue(2);
    orders.staleCheckouts.mockResolvedValue([openOrder()]);
    toss.paymentOfOrder.mockResolvedValue(payment('DONE'));
    await expect(useCase.execute(now)).resolves.toBe(3);
    expect(orders.staleCheckouts).toHaveBeenCalledWith(now);
    expect(record.execute).toHaveBeenCalledWith('ord_1', payment('DONE'), { brand: 'Card', last4: '4242' });
  });

  it('expires a stale order Toss does not know, past its window', async () => {
    const { orders, toss, useCase } = setup();
    orders.staleCheckouts.mockResolvedValue([openOrder()]);
    toss.paymentOfOrder.mockRejectedValue(new TossError(404, 'NOT_FOUND_PAYMENT', 'none'));
    await expect(useCase.execute(now)).resolves.toBe(1);
    expect(orders.close).toHaveBeenCalledWith('ord_1', 'expired', 'NOT_FOUND_PAYMENT', 'none');
  });

  it('closes as failed an order Toss aborted, and leaves one it is still working on', async () => {
    const { orders, toss, useCase } = setup();
    orders.staleCheckouts.mockResolvedValue([openOrder(), openOrder({ order_id: 'ord_2' })]);
    toss.paymentOfOrder
      .mockResolvedValueOnce(payment('ABORTED'))
      .mockResolvedValueOnce(payment('IN_PROGRESS'));
    await expect(useCase.execute(now)).resolves.toBe(1);
    expect(orders.close).toHaveBeenCalledTimes(1);
    expect(orders.close).toHaveBeenCalledWith(
      'ord_1',
      'failed',
      'ABORTED',
      'Toss did not complete the payment',
    );
  });

  it('voids what Toss holds for a superseded order whose confirm had begun', async () => {
    const { orders, voidRefused, useCase } = setup();
    const superseded = openOrder({ status: 'superseded', failure_code: 'superseded_in_flight' });
    orders.staleCheckouts.mockResolvedValue([superseded]);
    voidRefused.whateverWasCharged.mockResolvedValue(true);
    await expect(useCase.execute(now)).resolves.toBe(1);
    expect(voidRefused.whateverWasCharged).toHaveBeenCalledWith('ord_1', superseded.updated_at, now);
  });

  it('cancels a payment Toss approved for an order recording then refuses', async () => {
    const { orders, toss, record, voidRefused, useCase } = setup();
    orders.findInProgressWithCard.mockResolvedValue(openOrder());
    toss.paymentOfOrder.mockResolvedValue(payment('DONE'));
    record.execute.mockResolvedValue('refused');
    await expect(useCase.settleOne('ord_1')).resolves.toBe(true);
    expect(voidRefused.payment).toHaveBeenCalledWith('ord_1', 'pay-1');
  });

  it('from a webhook, never closes a young order Toss does not know yet', async () => {
    const { orders, toss, useCase } = setup();
    orders.findInProgressWithCard.mockResolvedValue(openOrder({ updated_at: new Date() }));
    toss.paymentOfOrder.mockRejectedValue(new TossError(404, 'NOT_FOUND_PAYMENT', 'none'));
    await expect(useCase.settleOne('ord_1')).resolves.toBe(false);
    expect(orders.close).not.toHaveBeenCalled();
  });

  it("an order's job is done for an order that is pending, ended or not a checkout", async () => {
    const { orders, toss, useCase } = setup();
    orders.findWithCard.mockResolvedValueOnce(openOrder({ status: 'pending' }));
    orders.findWithCard.mockResolvedValueOnce(openOrder({ kind: 'renewal' }));
    orders.findWithCard.mockResolvedValueOnce(null);
    for (let i = 0; i < 3; i++) await expect(useCase.settleOrder('ord_1', now)).resolves.toBe(true);
    expect(toss.paymentOfOrder).not.toHaveBeenCalled();
  });
});
