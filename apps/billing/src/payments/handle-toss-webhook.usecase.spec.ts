import { mockRepository } from '@maeum/testing';
import { HandleTossWebhookUseCase } from './handle-toss-webhook.usecase';
import type { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';

describe('HandleTossWebhookUseCase', () => {
  const setup = () => {
    const reconcile = mockRepository<ReconcileOpenOrdersUseCase>({ settleOne: async () => true });
    return { reconcile, useCase: new HandleTossWebhookUseCase(reconcile) };
  };

  it("settles the order it names from Toss's own answer (the body is only a hint)", async () => {
    const { reconcile, useCase } = setup();
    await expect(
      useCase.execute({
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { orderId: 'ord_abc123', status: 'DONE' },
      }),
    ).resolves.toEqual({ received: true });
    expect(reconcile.settleOne).toHaveBeenCalledWith('ord_abc123');
  });

  it.each([
    ['another event', { eventType: 'DEPOSIT_CALLBACK', data: { orderId: 'ord_abc123' } }],
    [
      'an order id Toss would never make',
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: "x'; --" } },
    ],
    ['no order id', { eventType: 'PAYMENT_STATUS_CHANGED', data: {} }],
  ])('acknowledges and ignores %s', async (_case, body) => {
    const { reconcile, useCase } = setup();
    await expect(useCase.execute(body as never)).resolves.toEqual({ received: true });
    expect(reconcile.settleOne).not.toHaveBeenCalled();
  });
});
