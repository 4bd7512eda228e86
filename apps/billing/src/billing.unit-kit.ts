import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import type { BillingRepositories } from './billing.unit-of-work';
import type { SubscriptionRow } from './subscriptions/subscription-row';

/** What billing's use-case unit specs share: every repository mocked, a fake unit of work over them. */
export function billingUnitKit() {
  const repositories: { [K in keyof BillingRepositories]: jest.Mocked<BillingRepositories[K]> } = {
    subscriptions: mockRepository(),
    invoices: mockRepository(),
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
