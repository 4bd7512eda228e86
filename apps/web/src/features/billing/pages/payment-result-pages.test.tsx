import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/mock-api';
import { i18n } from '../../../i18n/i18n';
import { renderRoute } from '../../../test/render-route';
import { invoiceOf, signedInWithBilling, subscriptionOf } from '../test-helpers';

const CONFIRMED = {
  subscription: subscriptionOf({ planId: 'plus', planName: 'Plus' }),
  invoice: invoiceOf(),
};

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

  it('shows Payment Cancelled with our words for Toss’s code, not the message in the address', async () => {
    signedInWithBilling();
    renderRoute('/payment/fail?code=PAY_PROCESS_CANCELED&message=You%20closed%20it');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText('The payment was cancelled. You have not been charged.')).toBeVisible();
    expect(screen.queryByText('You closed it')).toBeNull();
    expect(screen.getByText('Error Code: PAY_PROCESS_CANCELED')).toBeVisible();
  });
});
