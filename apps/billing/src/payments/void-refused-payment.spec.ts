import { mockRepository } from '@maeum/testing';
import type { TossPayment } from '@maeum/toss-api';
import { billingUnitKit } from '../billing-unit.test-kit';
import type { TossClient } from './toss/toss.client';
import { TossError } from './toss/toss.error';
import { TOSS_WINDOW_MS, VoidRefusedPayment } from './void-refused-payment';

describe('VoidRefusedPayment', () => {
  const setup = () => {
    const kit = billingUnitKit();
    const toss = mockRepository<TossClient>();
    return { ...kit, toss, voidRefused: new VoidRefusedPayment(kit.unitOfWork, toss) };
  };
  const found = (status: TossPayment['status']) => ({ paymentKey: 'pay-1', status }) as TossPayment;

  it('cancels the payment at Toss under a key made from the order, and marks the order voided', async () => {
    const { toss, orders, voidRefused } = setup();
    await expect(voidRefused.payment('ord_1', 'pay-1')).resolves.toBe(true);
    expect(toss.cancel).toHaveBeenCalledWith('pay-1', expect.any(String), 'void-ord_1');
    expect(orders.markVoided).toHaveBeenCalledWith('ord_1', 'pay-1');
  });

  it('leaves the order for its job when Toss cannot cancel now', async () => {
    const { toss, orders, voidRefused } = setup();
    toss.cancel.mockRejectedValue(new TossError(0, 'NETWORK_ERROR', 'timeout'));
    await expect(voidRefused.payment('ord_1', 'pay-1')).resolves.toBe(false);
    expect(orders.markVoided).not.toHaveBeenCalled();
  });

  it('settles an order Toss holds nothing for only after its window', async () => {
    const { toss, orders, voidRefused } = setup();
    toss.paymentOfOrder.mockRejectedValue(new TossError(404, 'NOT_FOUND_PAYMENT', 'none'));
    const now = new Date();
    await expect(voidRefused.whateverWasCharged('ord_1', new Date(now.getTime() - 1000), now)).resolves.toBe(
      false,
    );
    await expect(
      voidRefused.whateverWasCharged('ord_1', new Date(now.getTime() - TOSS_WINDOW_MS), now),
    ).resolves.toBe(true);
    expect(orders.markNothingToVoid).toHaveBeenCalledTimes(1);
  });

  it('marks a payment already cancelled as voided, and one aborted as nothing to void', async () => {
    const { toss, orders, voidRefused } = setup();
    toss.paymentOfOrder.mockResolvedValueOnce(found('CANCELED')).mockResolvedValueOnce(found('ABORTED'));
    await expect(voidRefused.whateverWasCharged('ord_1', new Date())).resolves.toBe(true);
    expect(orders.markVoided).toHaveBeenCalledWith('ord_1', 'pay-1');
    await expect(voidRefused.whateverWasCharged('ord_1', new Date())).resolves.toBe(true);
    expect(orders.markNothingToVoid).toHaveBeenCalledWith('ord_1');
    expect(toss.cancel).not.toHaveBeenCalled();
  });
});
