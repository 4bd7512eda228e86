import type { SubscriptionRow } from '../subscriptions/subscription-row';
import type { PaymentOrderRow } from './payment-order-row';
import { planChangeStillHolds } from './order-validity';

const NOW = new Date('2026-11-20T12:00:00Z');

const order = (planId: 'plus' | 'pro', pricedFrom: PaymentOrderRow['priced_from_plan_id']) =>
  ({ kind: 'checkout', plan_id: planId, priced_from_plan_id: pricedFrom }) as PaymentOrderRow;

const subscription = (planId: SubscriptionRow['plan_id'], status = 'active', endsAt: Date | null = null) =>
  ({ plan_id: planId, status, ends_at: endsAt }) as SubscriptionRow;

describe('planChangeStillHolds', () => {
  it('holds while the plan is the one the order was priced against', () => {
    expect(planChangeStillHolds(order('plus', 'free'), subscription('free'), NOW)).toBe(true);
    expect(planChangeStillHolds(order('pro', 'plus'), subscription('plus'), NOW)).toBe(true);
  });

  it('refuses a Plus order once Pro was paid (the plan would move down)', () => {
    expect(planChangeStillHolds(order('plus', 'free'), subscription('pro'), NOW)).toBe(false);
  });

  it('refuses an order priced against another plan, even when it is still an upgrade', () => {
    expect(planChangeStillHolds(order('pro', 'free'), subscription('plus'), NOW)).toBe(false);
    expect(planChangeStillHolds(order('pro', 'lite'), subscription('free'), NOW)).toBe(false);
  });

  it('counts a cancelled plan past its end as Free', () => {
    const ended = subscription('plus', 'cancelled', new Date('2026-11-01T00:00:00Z'));
    expect(planChangeStillHolds(order('pro', 'plus'), ended, NOW)).toBe(false);
    expect(planChangeStillHolds(order('plus', 'free'), ended, NOW)).toBe(true);
  });

  it('checks an order made before prices were remembered by the upgrade alone', () => {
    expect(planChangeStillHolds(order('plus', null), subscription('free'), NOW)).toBe(true);
    expect(planChangeStillHolds(order('plus', null), subscription('pro'), NOW)).toBe(false);
  });
});
