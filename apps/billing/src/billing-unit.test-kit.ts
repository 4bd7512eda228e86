import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import type { BillingRepositories } from './billing.unit-of-work';
import type { InvoiceRow } from './invoices/invoice-row';
import type { PaymentOrderRow } from './payments/payment-order-row';
import type { SubscriptionRow } from './subscriptions/subscription-row';

/** What billing's use-case unit specs share: every repository mocked, a fake unit of work over them. */
export function billingUnitKit() {
  const repositories: { [K in keyof BillingRepositories]: jest.Mocked<BillingRepositories[K]> } = {
    customers: mockRepository(),
    subscriptions: mockRepository(),
    invoices: mockRepository(),
    orders: mockRepository(),
    renewals: mockRepository(),
    usage: mockRepository(),
    previews: mockRepository(),
    methods: mockRepository(),
    plans: mockRepository(),
  };
  return { ...repositories, unitOfWork: fakeUnitOfWork<BillingRepositories>(repositories) };
}

/** A subscription row as the repository returns it: Free and active unless told otherwise. */
export function subscriptionRow(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 'sub-1',
    user_id: 'user-1',
    plan_id: 'free',
    status: 'active',
    billing_period: 'monthly',
    sessions_used: 0,
    voice_sessions_used: 0,
    text_sessions_used: 0,
    last_reset_date: '2026-11-01',
    ends_at: null,
    scheduled_plan_id: null,
    renewal_failures: 0,
    customer_key: 'customer-1',
    granted_at: null,
    ...overrides,
  };
}

/** A paid Plus invoice of a month, made now. */
export function invoiceRow(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const now = Date.now();
  return {
    id: 'invoice-1',
    user_id: 'user-1',
    order_id: 'ord_1',
    plan_id: 'plus',
    plan_name: 'Plus',
    billing_period: 'monthly',
    amount: 9900,
    status: 'paid',
    payment_key: 'pay-1',
    card_brand: 'Card',
    card_last4: '4242',
    period_start: new Date(now),
    period_end: new Date(now + 30 * 86_400_000),
    refunded_at: null,
    refund_reason: null,
    created_at: new Date(now),
    emailed_at: null,
    ...overrides,
  };
}

/** A pending Plus checkout of a month, priced from Free, made now. */
export function orderRow(overrides: Partial<PaymentOrderRow> = {}): PaymentOrderRow {
  return {
    order_id: 'ord_1',
    user_id: 'user-1',
    kind: 'checkout',
    plan_id: 'plus',
    billing_period: 'monthly',
    amount: 9900,
    order_name: 'maeum. Plus (monthly)',
    status: 'pending',
    payment_key: null,
    payment_method_id: null,
    failure_code: null,
    failure_message: null,
    period_start: null,
    period_end: null,
    priced_from_plan_id: 'free',
    voided_at: null,
    created_at: new Date(),
    ...overrides,
  };
}
