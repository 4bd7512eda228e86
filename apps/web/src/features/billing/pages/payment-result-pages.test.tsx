import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { apiError, type MockReply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { CONFIRM_AUTOMATIC_TRIES, CONFIRM_BACKOFF_MS, PENDING_CONFIRM_KEY } from '../lib/use-confirm-payment';
import { invoiceOf, signedInWithBilling, subscriptionOf } from '../test-helpers';

const CONFIRMED = {
  subscription: subscriptionOf({ planId: 'plus', planName: 'Plus' }),
  invoice: invoiceOf(),
};

const SUCCESS_URL = '/payment/success?orderId=ord_1&amount=13387&paymentKey=pay_1';
const SAME_CONFIRM = { orderId: 'ord_1', amount: 13387, paymentKey: 'pay_1' };
const UNAVAILABLE = apiError(
  503,
  'payment_provider_unavailable',
  "We're having trouble connecting to our payment service.",
);

/** The confirm answers these in turn, then the last one again. */
const answersInTurn = (...answers: MockReply[]) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
};

/** Lets the page's back-off pass: every pause of the schedule, one after another. */
async function waitOutBackOff(tries: number) {
  for (let i = 0; i < tries; i++)
    await act(() =>
      vi.advanceTimersByTimeAsync(CONFIRM_BACKOFF_MS[Math.min(i, CONFIRM_BACKOFF_MS.length - 1)]!),
    );
}

describe('payment result pages', () => {
  it('verifies once on the server, then shows Payment Complete', async () => {
    const api = signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': { status: 200, body: CONFIRMED },
    });
    renderRoute('/payment/success?orderId=ord_1&amount=13387&authKey=bln_1&customerKey=c1');
    expect(await screen.findByRole('heading', { name: 'Payment Complete' })).toBeVisible();
    expect(api.calls('POST /api/payments/confirm').map((c) => c.body)).toEqual([
      { orderId: 'ord_1', amount: 13387, authKey: 'bln_1', customerKey: 'c1' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('fails at once when the query lacks what Toss appends, without asking the server', async () => {
    const api = signedInWithBilling();
    renderRoute('/payment/success?orderId=ord_1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(api.calls('POST /api/payments/confirm')).toHaveLength(0);
  });

  it('shows the server’s reason in our words when verification fails, never Toss’s own message', async () => {
    signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': apiError(
        402,
        'payment_failed',
        'Your card company declined the payment. Please try another card.',
        { reason: 'card_declined', tossCode: 'REJECT_CARD_PAYMENT' },
      ),
    });
    await i18n.changeLanguage('ko');
    renderRoute('/payment/success?orderId=ord_1&amount=13387&authKey=bln_1&customerKey=c1');
    await waitFor(() =>
      expect(
        screen.getAllByText('카드사에서 결제를 거절했어요. 다른 카드로 시도해 주세요.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('tries the same confirm again while the answer is not definite, calmly, then shows Payment Complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': answersInTurn(
        UNAVAILABLE,
        { status: 504 },
        { status: 200, body: CONFIRMED },
      ),
    });
    renderRoute(SUCCESS_URL);

    expect(await screen.findByRole('heading', { name: 'Still confirming…' })).toBeVisible();
    expect(screen.getByText(/you'll be charged at most once/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try Again' })).toBeNull();
    await waitOutBackOff(2);

    expect(await screen.findByRole('heading', { name: 'Payment Complete' })).toBeVisible();
    expect(api.calls('POST /api/payments/confirm').map((c) => c.body)).toEqual([
      SAME_CONFIRM,
      SAME_CONFIRM,
      SAME_CONFIRM,
    ]);
    expect(sessionStorage.getItem(PENDING_CONFIRM_KEY)).toBeNull();
  });

  it('never offers a new checkout without a definite answer: after the automatic tries, Check again repeats the same confirm', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = signedInWithBilling(subscriptionOf(), { 'POST /api/payments/confirm': UNAVAILABLE });
    renderRoute(SUCCESS_URL);
    expect(await screen.findByRole('heading', { name: 'Still confirming…' })).toBeVisible();
    await waitOutBackOff(CONFIRM_AUTOMATIC_TRIES);

    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    expect(screen.getByRole('heading', { name: 'Still confirming…' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try Again' })).toBeNull();
    const card = within(screen.getByRole('heading', { name: 'Still confirming…' }).parentElement!);
    expect(card.getByRole('link', { name: 'Plans & Billing' })).toHaveAttribute('href', '/plans-and-billing');
    const calls = () => api.calls('POST /api/payments/confirm');
    expect(calls()).toHaveLength(CONFIRM_AUTOMATIC_TRIES);
    // What Toss handed the page is kept in the tab until there is an answer.
    expect(JSON.parse(sessionStorage.getItem(PENDING_CONFIRM_KEY)!)).toEqual(SAME_CONFIRM);

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(checkAgain);
    await waitFor(() => expect(calls()).toHaveLength(CONFIRM_AUTOMATIC_TRIES + 1));
    expect(new Set(calls().map((c) => JSON.stringify(c.body)))).toEqual(
      new Set([JSON.stringify(SAME_CONFIRM)]),
    );
  });

  it('resumes the kept confirm when the page is opened again without Toss’s query', async () => {
    sessionStorage.setItem(PENDING_CONFIRM_KEY, JSON.stringify(SAME_CONFIRM));
    const api = signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': { status: 200, body: CONFIRMED },
    });
    renderRoute('/payment/success');
    expect(await screen.findByRole('heading', { name: 'Payment Complete' })).toBeVisible();
    expect(api.calls('POST /api/payments/confirm').map((c) => c.body)).toEqual([SAME_CONFIRM]);
  });

  it('says plainly that an out-of-date order was not charged, and offers a new checkout', async () => {
    const superseded = apiError(409, 'order_superseded', 'This order is out of date.');
    const api = signedInWithBilling(subscriptionOf(), { 'POST /api/payments/confirm': superseded });
    renderRoute(SUCCESS_URL);
    expect(await screen.findByRole('heading', { name: 'This order is out of date' })).toBeVisible();
    expect(screen.getAllByText(/so it was not charged/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(api.calls('POST /api/payments/confirm')).toHaveLength(1);
    expect(sessionStorage.getItem(PENDING_CONFIRM_KEY)).toBeNull();
  });

  it('words the waiting and the out-of-date order in Korean', async () => {
    await i18n.changeLanguage('ko');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': answersInTurn(
        UNAVAILABLE,
        apiError(409, 'order_superseded', 'out of date'),
      ),
    });
    renderRoute(SUCCESS_URL);
    expect(await screen.findByRole('heading', { name: '결제 확인 중이에요…' })).toBeVisible();
    await waitOutBackOff(1);
    expect(await screen.findByRole('heading', { name: '지난 주문이에요' })).toBeVisible();
    expect(screen.getAllByText(/결제하지 않았어요/).length).toBeGreaterThan(0);
  });

  it('shows Payment Cancelled with our words for Toss’s code, not the message in the address', async () => {
    signedInWithBilling();
    renderRoute('/payment/fail?code=PAY_PROCESS_CANCELED&message=You%20closed%20it');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText('The payment was cancelled. You have not been charged.')).toBeVisible();
    expect(screen.queryByText('You closed it')).toBeNull();
    expect(screen.getByText('Error Code: PAY_PROCESS_CANCELED')).toBeVisible();
  });
});
