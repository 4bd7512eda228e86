import { Injectable } from '@nestjs/common';
import type { CheckoutRequest, CheckoutView } from '@maeum/contracts';
import { randomBytes } from 'node:crypto';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { PlanCatalog } from '../plans/plan-catalog';
import { isUpgrade } from '../subscriptions/plan-changes';
import { InvalidPlanChangeError } from '../subscriptions/subscription.exception';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { effectivePlanId } from '../subscriptions/subscription-view';
import { OrderReconcileQueue } from './order-reconcile-queue';
import type { PaymentOrderRow } from './payment-order-row';
import { NewOrder, PaymentOrdersRepository } from './payment-orders.repository';
import { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';
import { TossClient } from './toss/toss.client';
import { TOSS_WINDOW_MS } from './void-refused-payment';

/** Toss orderIds: 6–64 of [A-Za-z0-9_-]; random, so nobody can guess another's. */
export const newOrderId = () => `ord_${randomBytes(12).toString('hex')}`;

type OrderTerms = Pick<
  NewOrder,
  'kind' | 'planId' | 'billingPeriod' | 'amount' | 'orderName' | 'pricedFromPlanId'
>;

/**
 * start-toss-payment (spec §7): the server makes the order and its amount from the plan and
 * period; the browser only learns them. Only the spec's upgrades are sold (free → any paid plan,
 * lite → plus or pro, plus → pro); Lite is not for sale, only granted. A retry is the same
 * payment (never a second payment): checkout for the plan and period of an open order still in
 * Toss's 10-minute window answers that order; any other open checkout of the person is superseded,
 * so it can no longer be confirmed.
 */
@Injectable()
export class StartCheckoutUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: SubscriptionStore,
    private readonly catalog: PlanCatalog,
    private readonly reconcile: ReconcileOpenOrdersUseCase,
    private readonly reconcileLater: OrderReconcileQueue,
    private readonly toss: TossClient,
  ) {}

  async execute(userId: string, request: CheckoutRequest): Promise<CheckoutView> {
    const { customer_key: customerKey } = await this.subscriptions.read(userId);
    // A confirm cut off mid-way may have been charged: that payment counts before anything replaces it.
    for (const orderId of await this.unitOfWork.direct().orders.openCheckoutsInProgress(userId))
      await this.reconcile.settleOne(orderId);
    const plan = this.catalog.get(request.planId);
    const amount = request.billingPeriod === 'annual' ? plan.priceKrwAnnual : plan.priceKrw;
    const orderName = `maeum. ${plan.name} (${request.billingPeriod === 'annual' ? 'annual' : 'monthly'})`;
    const { order, closedInFlight } = await this.unitOfWork.run(
      async ({ customers, orders, subscriptions }) => {
        // Checkouts of one person one at a time; then the orders, then the subscription, as every locker.
        await customers.lockUser(userId);
        const open = await orders.lockOpenCheckouts(userId);
        const row = await subscriptions.lockByUser(userId);
        const current = row ? effectivePlanId(row, new Date()) : 'free';
        if (!row || plan.hidden || !plan.active || !isUpgrade(current, plan.id))
          throw new InvalidPlanChangeError(current, request.planId);
        const terms: OrderTerms = {
          kind: 'checkout',
          planId: plan.id,
          billingPeriod: request.billingPeriod,
          amount,
          orderName,
          pricedFromPlanId: current,
        };
        const same = open.find((o) => this.isSamePayment(o, terms));
        const replaced = open.filter((o) => o !== same);
        await orders.supersede(replaced.map((o) => o.order_id));
        const closedInFlight = replaced.filter((o) => o.status === 'in_progress').map((o) => o.order_id);
        if (same) return { order: { orderId: same.order_id, ...terms }, closedInFlight };
        return { order: await this.create(orders, userId, terms), closedInFlight };
      },
    );
    // A replaced order whose confirm had begun: whatever Toss approved for it is cancelled by its job.
    for (const orderId of closedInFlight) await this.reconcileLater.settleLater(orderId);
    return this.viewOf(order, customerKey);
  }

  /** Add a card (spec §2 Payment Methods): a card registration without a charge. */
  async addCard(userId: string): Promise<CheckoutView> {
    const row = await this.subscriptions.read(userId);
    const order = await this.create(this.unitOfWork.direct().orders, userId, {
      kind: 'add-card',
      planId: null,
      billingPeriod: 'monthly',
      amount: 0,
      orderName: 'maeum. card registration',
    });
    return this.viewOf(order, row.customer_key);
  }

  /** An order nothing has reached Toss for yet, on the same terms, young enough for Toss's window. */
  private isSamePayment(order: PaymentOrderRow, terms: OrderTerms): boolean {
    return (
      order.status === 'pending' &&
      order.plan_id === terms.planId &&
      order.billing_period === terms.billingPeriod &&
      order.amount === terms.amount &&
      order.priced_from_plan_id === terms.pricedFromPlanId &&
      Date.now() - order.created_at.getTime() < TOSS_WINDOW_MS
    );
  }

  private async create(
    orders: PaymentOrdersRepository,
    userId: string,
    terms: OrderTerms,
  ): Promise<OrderTerms & { orderId: string }> {
    const orderId = newOrderId();
    await orders.create({ ...terms, orderId, userId });
    return { ...terms, orderId };
  }

  private viewOf(
    order: { orderId: string; amount: number; orderName: string },
    customerKey: string,
  ): CheckoutView {
    const sandbox = this.toss.sandboxMode;
    return {
      orderId: order.orderId,
      amount: order.amount,
      orderName: order.orderName,
      customerKey,
      clientKey: this.toss.clientKey,
      checkoutUrl: sandbox ? `/payment/sandbox?orderId=${order.orderId}` : null,
      sandbox,
    };
  }
}
