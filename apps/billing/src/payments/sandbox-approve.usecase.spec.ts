import { BillingErrorCode, CommonErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import { SandboxApproveUseCase } from './sandbox-approve.usecase';
import type { TossClient } from './toss/toss.client';
import { TossError } from './toss/toss.error';

describe('SandboxApproveUseCase', () => {
  const setup = (sandboxMode = true) => {
    const kit = billingUnitKit();
    kit.orders.findOwn.mockResolvedValue(orderRow());
    const toss = mockRepository<TossClient>({
      sandboxMode,
      sandboxRegisterCard: async (customerKey) => ({ authKey: 'auth-1', customerKey }),
    });
    const store = mockRepository<SubscriptionStore>({ read: async () => subscriptionRow() });
    return { ...kit, toss, useCase: new SandboxApproveUseCase(toss, kit.unitOfWork, store) };
  };
  const request = { orderId: 'ord_1', cardNumber: '4242424242424242' };

  it("hands back what Toss's card window would: the order, its amount, an auth key and the customer key", async () => {
    const { toss, useCase } = setup();
    await expect(useCase.execute('user-1', request)).resolves.toEqual({
      orderId: 'ord_1',
      amount: 9900,
      authKey: 'auth-1',
      customerKey: 'customer-1',
    });
    expect(toss.sandboxRegisterCard).toHaveBeenCalledWith('customer-1', request.cardNumber);
  });

  it('is not there outside sandbox mode', async () => {
    const { orders, useCase } = setup(false);
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(orders.findOwn).not.toHaveBeenCalled();
  });

  it('refuses an order that is not pending (or not the user’s)', async () => {
    const { orders, useCase } = setup();
    orders.findOwn.mockResolvedValue(orderRow({ status: 'done' }));
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.orderNotFound,
    });
  });

  it('answers a declined test card as a payment failure', async () => {
    const { toss, useCase } = setup();
    toss.sandboxRegisterCard.mockRejectedValue(new TossError(400, 'INVALID_CARD_NUMBER', 'bad card'));
    await expect(useCase.execute('user-1', request)).rejects.toMatchObject({
      code: BillingErrorCode.paymentFailed,
    });
  });
});
