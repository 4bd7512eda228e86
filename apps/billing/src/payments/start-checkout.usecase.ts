import { Injectable } from '@nestjs/common';
import type { CheckoutRequest, CheckoutView } from '@maeum/contracts';
import { randomBytes } from 'node:crypto';
import { PlanCatalog } from '../plans/plan-catalog';
import { isUpgrade } from '../subscriptions/plan-changes';
import { InvalidPlanChangeError } from '../subscriptions/subscription.exception';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { effectivePlanId } from '../subscriptions/subscription-view';
import { PaymentOrdersStore } from './payment-orders.store';
import { TossClient } from './toss/toss.client';

/** Toss orderIds: 6–64 of [A-Za-z0-9_-]; random, so nobody can guess another's. */
export const newOrderId = () => `ord_${randomBytes(12).toString('hex')}`;

/**
 * start-toss-payment (spec §7): the server makes the order and its amount from the plan and
 * period; the browser only learns them. Only the spec's upgrades are sold (free → any paid plan,
 * lite → plus or pro, plus → pro); Lite is not for sale, only granted.
 */
@Injectable()
export class StartCheckoutUseCase {
  constructor(
    private readonly subscriptions: SubscriptionStore,
    private readonly catalog: PlanCatalog,
    private readonly orders: PaymentOrdersStore,
    private readonly toss: TossClient,
  ) {}

  async execute(userId: string, request: CheckoutRequest): Promise<CheckoutView> {
    const row = await this.subscriptions.read(userId);
    const current = effectivePlanId(row, new Date());
    const plan = this.catalog.get(request.planId);
    if (plan.hidden || !plan.active || !isUpgrade(current, plan.id))
      throw new InvalidPlanChangeError(current, request.planId);
    const amount = request.billingPeriod === 'annual' ? plan.priceKrwAnnual : plan.priceKrw;
    const orderName = `maeum. ${plan.name} (${request.billingPeriod === 'annual' ? 'annual' : 'monthly'})`;
    return this.open(userId, row.customer_key, {
      kind: 'checkout',
      planId: plan.id,
      billingPeriod: request.billingPeriod,
      amount,
      orderName,
    });
  }

  /** Add a card (spec §2 Payment Methods): a card registration without a charge. */
  async addCard(userId: string): Promise<CheckoutView> {
    const row = await this.subscriptions.read(userId);
    return this.open(userId, row.customer_key, {
      kind: 'add-card',
      planId: null,
      billingPeriod: 'monthly',
      amount: 0,
      orderName: 'maeum. card registration',
    });
  }

  private async open(
    userId: string,
    customerKey: string,
    order: Pick<
      Parameters<PaymentOrdersStore['create']>[0],
      'kind' | 'planId' | 'billingPeriod' | 'amount' | 'orderName'
    >,
  ): Promise<CheckoutView> {
    const orderId = newOrderId();
    await this.orders.create({ ...order, orderId, userId });
    const sandbox = this.toss.sandboxMode;
    return {
      orderId,
      amount: order.amount,
      orderName: order.orderName,
      customerKey,
      clientKey: this.toss.clientKey,
      checkoutUrl: sandbox ? `/payment/sandbox?orderId=${orderId}` : null,
      sandbox,
    };
  }
}
