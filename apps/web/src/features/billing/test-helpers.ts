import type { InvoiceView, PlanView, SubscriptionView } from '@maeum/api-types';
import { mockApi, sessionBody } from '../../test/mock-api';
import { SESSION_HINT_KEY } from '../auth/session-hint';

const plan = (over: Partial<PlanView> & Pick<PlanView, 'id' | 'name' | 'rank'>): PlanView => ({
  description: `${over.name} plan`,
  descriptionKo: `${over.name} 플랜`,
  priceUsd: 0,
  priceKrw: 0,
  priceKrwAnnual: 0,
  features: ['sessions', 'journal', 'habits'],
  monthlySessions: 3,
  sessionMinutes: 10,
  dailyTexts: 20,
  emojiIcon: '🌱',
  isMostPopular: false,
  ...over,
});

export const PLANS: PlanView[] = [
  plan({ id: 'free', name: 'Free', rank: 0 }),
  plan({
    id: 'plus',
    name: 'Plus',
    rank: 2,
    priceUsd: 9.99,
    priceKrw: 13387,
    priceKrwAnnual: 133870,
    monthlySessions: 10,
    sessionMinutes: 20,
    dailyTexts: 50,
    emojiIcon: '🌷',
    isMostPopular: true,
    features: ['sessions', 'journal', 'habits', 'mood-boosters', 'history'],
  }),
  plan({
    id: 'pro',
    name: 'Pro',
    rank: 3,
    priceUsd: 19.99,
    priceKrw: 26787,
    priceKrwAnnual: 267870,
    monthlySessions: 20,
    sessionMinutes: 30,
    dailyTexts: null,
    emojiIcon: '🌳',
  }),
];

export function subscriptionOf(over: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    subscriptionId: 'sub-1',
    planId: 'free',
    planName: 'Free',
    status: 'active',
    billingPeriod: 'monthly',
    endsAt: null,
    scheduledPlanId: null,
    paymentFailing: false,
    granted: false,
    sessionsUsed: 1,
    voiceSessionsUsed: 0,
    textSessionsUsed: 1,
    monthlySessions: 3,
    sessionsLeft: 2,
    sessionMinutes: 10,
    dailyTexts: 20,
    lastResetDate: '2026-11-01',
    nextResetDate: '2026-12-01',
    ...over,
  };
}

/** A paid Plus invoice of 20 Nov 2026, refundable; `over` changes what a test needs. */
export function invoiceOf(over: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 'inv-1',
    planName: 'Plus',
    billingPeriod: 'monthly',
    amount: 13387,
    status: 'paid',
    createdAt: '2026-11-20T03:00:00.000Z',
    periodStart: null,
    periodEnd: null,
    refundable: true,
    emailedAt: null,
    ...over,
  };
}

/** Signed in, with billing answering `subscription`, the plans, no cards and no invoices by default. */
export function signedInWithBilling(
  subscription: SubscriptionView = subscriptionOf(),
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  return mockApi({
    'POST /api/auth/refresh': { status: 200, body: sessionBody() },
    'GET /api/plans': { status: 200, body: PLANS },
    'GET /api/subscription': { status: 200, body: subscription },
    'GET /api/invoices': { status: 200, body: [] },
    'GET /api/payment-methods': { status: 200, body: [] },
    ...handlers,
  });
}
