import { mockRepository } from '@maeum/testing';
import { billingUnitKit, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import { ClaimOrder } from './claim-order';
import type { OrderValidity } from './order-validity';
import type { PaymentOrderRow } from './payment-order-row';

describe('ClaimOrder', () => {
  const setup = (locked: PaymentOrderRow | null, valid = true) => {
    const kit = billingUnitKit();
    kit.orders.lock.mockResolvedValue(locked);
    kit.subscriptions.lockByUser.mockResolvedValue(subscriptionRow());
    const validity = mockRepository<OrderValidity>({ stillValid: async () => valid });
    return { ...kit, claim: new ClaimOrder(kit.unitOfWork, validity) };
  };

  it('moves an open order that still makes sense to in_progress, the order locked before the subscription', async () => {
    const { orders, subscriptions, claim } = setup(orderRow());
    await expect(claim.execute(orderRow())).resolves.toEqual({ kind: 'claimed' });
    expect(orders.markInProgress).toHaveBeenCalledWith('ord_1', null);
    expect(orders.lock.mock.invocationCallOrder[0]).toBeLessThan(
      subscriptions.lockByUser.mock.invocationCallOrder[0]!,
    );
  });

  it('supersedes a stale order before Toss is called, saying whether a confirm had begun', async () => {
    const { orders, claim } = setup(orderRow({ status: 'in_progress' }), false);
    await expect(claim.execute(orderRow())).resolves.toEqual({
      kind: 'superseded',
      mayHaveReachedToss: true,
    });
    expect(orders.supersede).toHaveBeenCalledWith(['ord_1']);
    expect(orders.markInProgress).not.toHaveBeenCalled();
  });

  it('answers how an order already ended, claiming nothing', async () => {
    const { orders, claim } = setup(orderRow({ status: 'done' }));
    await expect(claim.execute(orderRow())).resolves.toEqual({ kind: 'ended', status: 'done' });
    expect(orders.markInProgress).not.toHaveBeenCalled();
  });
});
