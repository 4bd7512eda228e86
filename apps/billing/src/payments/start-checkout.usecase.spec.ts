import { BillingErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import type { PlanCatalog } from '../plans/plan-catalog';
import type { Plan } from '../plans/plan.entity';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import type { OrderReconcileQueue } from './order-reconcile-queue';
import type { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';
import { StartCheckoutUseCase } from './start-checkout.usecase';
import type { TossClient } from './toss/toss.client';

describe('StartCheckoutUseCase', () => {
  const plans = {
    plus: { id: 'plus', name: 'Plus', priceKrw: 9900, priceKrwAnnual: 99000, active: true, hidden: false },
    lite: { id: 'lite', name: 'Lite', priceKrw: 4900, priceKrwAnnual: 49000, active: true, hidden: true },
  } as unknown as Record<string, Plan>;
  const setup = (current = subscriptionRow()) => {
    const kit = billingUnitKit();
    kit.subscriptions.lockByUser.mockResolvedValue(current);
    kit.orders.lockOpenCheckouts.mockResolvedValue([]);
    kit.orders.openCheckoutsInProgress.mockResolvedValue([]);
    const store = mockRepository<SubscriptionStore>({ read: async () => current });
    const reconcile = mockRepository<ReconcileOpenOrdersUseCase>();
    const later = mockRepository<OrderReconcileQueue>();
    const toss = mockRepository<TossClient>({ sandboxMode: true, clientKey: 'ck' });
    const catalog = mockRepository<PlanCatalog>({ get: (id) => plans[id]! });
    const useCase = new StartCheckoutUseCase(kit.unitOfWork, store, catalog, reconcile, later, toss);
    return { ...kit, reconcile, later, useCase };
  };

  it('makes an order priced by the server for an upgrade, serialised per person', async () => {
    const { customers, orders, useCase } = setup();
    const view = await useCase.execute('user-1', { planId: 'plus', billingPeriod: 'annual' });
    expect(view).toMatchObject({
      amount: 99000,
      orderName: 'maeum. Plus (annual)',
      customerKey: 'customer-1',
    });
    expect(view.checkoutUrl).toBe(`/payment/sandbox?orderId=${view.orderId}`);
    expect(customers.lockUser).toHaveBeenCalledWith('user-1');
    expect(orders.create).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: view.orderId,
        kind: 'checkout',
        planId: 'plus',
        amount: 99000,
        pricedFromPlanId: 'free',
      }),
    );
    expect(orders.supersede).toHaveBeenCalledWith([]);
  });

  it('answers the open order of the same payment again instead of a second one (a retry)', async () => {
    const { orders, useCase } = setup();
    orders.lockOpenCheckouts.mockResolvedValue([orderRow({ order_id: 'ord_same' })]);
    const view = await useCase.execute('user-1', { planId: 'plus', billingPeriod: 'monthly' });
    expect(view.orderId).toBe('ord_same');
    expect(orders.create).not.toHaveBeenCalled();
  });

  it('supersedes the other open checkouts, and has any in flight settled by its job', async () => {
    const { orders, later, useCase } = setup();
    orders.lockOpenCheckouts.mockResolvedValue([
      orderRow({ order_id: 'ord_annual', billing_period: 'annual', amount: 99000 }),
      orderRow({ order_id: 'ord_flight', status: 'in_progress' }),
    ]);
    await useCase.execute('user-1', { planId: 'plus', billingPeriod: 'monthly' });
    expect(orders.supersede).toHaveBeenCalledWith(['ord_annual', 'ord_flight']);
    expect(later.settleLater).toHaveBeenCalledWith('ord_flight');
    expect(later.settleLater).toHaveBeenCalledTimes(1);
  });

  it('settles a confirm cut off mid-way before anything replaces it', async () => {
    const { orders, reconcile, useCase } = setup();
    orders.openCheckoutsInProgress.mockResolvedValue(['ord_cut']);
    await useCase.execute('user-1', { planId: 'plus', billingPeriod: 'monthly' });
    expect(reconcile.settleOne).toHaveBeenCalledWith('ord_cut');
  });

  it.each([
    [
      'the plan in force',
      subscriptionRow({ plan_id: 'plus', ends_at: new Date(Date.now() + 86_400_000) }),
      'plus',
    ],
    ['a plan only granted (Lite)', subscriptionRow(), 'lite'],
    ['a deleted account', null, 'plus'],
  ] as const)('refuses %s, making no order', async (_case, row, planId) => {
    const { subscriptions, orders, useCase } = setup(row ?? subscriptionRow());
    if (!row) subscriptions.lockByUser.mockResolvedValue(null);
    await expect(useCase.execute('user-1', { planId, billingPeriod: 'monthly' })).rejects.toMatchObject({
      code: BillingErrorCode.invalidPlanChange,
    });
    expect(orders.create).not.toHaveBeenCalled();
  });

  it('registers a card with an order of nothing to pay', async () => {
    const { orders, useCase } = setup();
    const view = await useCase.addCard('user-1');
    expect(view).toMatchObject({ amount: 0, orderName: 'maeum. card registration' });
    expect(orders.create).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'add-card', planId: null, amount: 0 }),
    );
  });
});
