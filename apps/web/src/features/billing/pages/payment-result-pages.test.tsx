import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/mock-api';
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

  it('shows the server’s reason when verification fails', async () => {
    signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/confirm': apiError(
        402,
        'payment_failed',
        '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      ),
    });
    renderRoute('/payment/success?orderId=ord_1&amount=13387&authKey=bln_1&customerKey=c1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByText('한도초과 혹은 잔액부족으로 결제에 실패했습니다.').length).toBeGreaterThan(
        0,
      ),
    );
  });

  it('shows Payment Cancelled with the message and the error code', async () => {
    signedInWithBilling();
    renderRoute('/payment/fail?code=PAY_PROCESS_CANCELED&message=You%20closed%20it');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText('You closed it')).toBeVisible();
    expect(screen.getByText('Error Code: PAY_PROCESS_CANCELED')).toBeVisible();
  });
});
