import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { invoiceOf, signedInWithBilling, subscriptionOf } from '../test-helpers';

const PLUS = subscriptionOf({
  planId: 'plus',
  planName: 'Plus',
  endsAt: '2026-12-20T03:00:00.000Z',
  monthlySessions: 10,
  sessionsLeft: 7,
});

async function openPage() {
  const view = renderRoute('/plans-and-billing');
  await screen.findByRole('heading', { level: 1, name: 'Plans & Billing' });
  await screen.findByText('Current Plan');
  return view;
}

describe('PlansAndBillingPage', () => {
  // The invoice download clicks a link to a blob: jsdom cannot follow it.
  let clickSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => clickSpy.mockRestore());

  it('shows the plan, "Renews on" in Seoul time, the sessions left and the grid without cheaper plans for sale', async () => {
    signedInWithBilling(PLUS);
    await openPage();
    expect(screen.getByText('Renews on Dec 20, 2026')).toBeVisible();
    expect(screen.getByText('7 of 10 sessions left this month')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Choose Free' })).toBeNull();
    expect(screen.getByText('₩13,387')).toBeVisible();
  });

  it('shows a plan an admin granted as granted, with no renewal date', async () => {
    signedInWithBilling(subscriptionOf({ planId: 'lite', planName: 'Lite', granted: true, endsAt: null }));
    await openPage();
    expect(screen.getByText(/^Granted — given to you by the maeum\. team/)).toBeVisible();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(screen.queryByText('Free forever — no card needed.')).toBeNull();
  });

  it('shows annual prices with the Save 17% badge', async () => {
    signedInWithBilling();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(screen.getByText('Save 17%')).toBeVisible();
    expect(screen.getByText('₩133,870')).toBeVisible();
  });

  it('starts a checkout on the server and goes to the sandbox card window', async () => {
    const api = signedInWithBilling(subscriptionOf(), {
      'POST /api/payments/checkout': {
        status: 200,
        body: {
          orderId: 'ord_1',
          amount: 13387,
          orderName: 'maeum. Plus (monthly)',
          customerKey: 'c1',
          clientKey: null,
          checkoutUrl: '/payment/sandbox?orderId=ord_1',
          sandbox: true,
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Choose Plus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/sandbox'));
    expect(api.calls('POST /api/payments/checkout').map((c) => c.body)).toEqual([
      { planId: 'plus', billingPeriod: 'monthly' },
    ]);
    expect(await screen.findByText('Sandbox — no real charge')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₩13,387' })).toBeVisible();
  });

  it('asks for a reason before cancelling, in the words of the spec, then shows "Ends on"', async () => {
    let subscription = PLUS;
    const api = signedInWithBilling(PLUS, {
      'GET /api/subscription': () => ({ status: 200, body: subscription }),
      'POST /api/subscription/cancel': () => {
        subscription = { ...PLUS, status: 'cancelled' };
        return { status: 200, body: subscription };
      },
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      within(dialog).getByText(
        "Please select a reason; We need to know why you're cancelling to improve our service",
      ),
    ).toBeVisible();
    expect(api.calls('POST /api/subscription/cancel')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Ends on Dec 20, 2026')).toBeVisible();
    expect(api.calls('POST /api/subscription/cancel').map((c) => c.body)).toEqual([
      { reason: 'Too expensive' },
    ]);
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('lists invoices with won, status and a PDF download', async () => {
    const api = signedInWithBilling(PLUS, {
      'GET /api/invoices': {
        status: 200,
        body: [invoiceOf()],
      },
      'GET /api/invoices/inv-1/pdf': new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    const invoices = await screen.findByRole('heading', { name: 'Invoices' });
    const card = invoices.closest('div')!.parentElement!;
    expect(await within(card).findByText('Paid')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Download the invoice of Nov 20, 2026' }));
    expect(await screen.findByText('Download Started')).toBeVisible();
    expect(clickSpy).toHaveBeenCalledTimes(1);
    expect(api.calls('GET /api/invoices/inv-1/pdf')[0]!.url.searchParams.get('lang')).toBe('en');
  });

  it('offers a reload when billing cannot be read', async () => {
    signedInWithBilling(PLUS, {
      'GET /api/subscription': { status: 503, body: { statusCode: 503, code: 'unavailable', message: 'x' } },
    });
    renderRoute('/plans-and-billing');
    expect(await screen.findByRole('button', { name: 'Reload' }, { timeout: 5000 })).toBeVisible();
  });

  it('pages through older invoices', async () => {
    const invoice = (n: number) =>
      invoiceOf({
        id: `inv-${n}`,
        createdAt: new Date(Date.UTC(2026, 10, 1) - n * 86_400_000).toISOString(),
        refundable: false,
      });
    const api = signedInWithBilling(PLUS, {
      'GET /api/invoices': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('before') === 'inv-20'
            ? [invoice(21)]
            : Array.from({ length: 20 }, (_, i) => invoice(i + 1)),
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Show older invoices' }));
    expect(await screen.findAllByRole('button', { name: /Download the invoice of/ })).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show older invoices' })).toBeNull();
    expect(api.calls('GET /api/invoices').map((c) => c.url.searchParams.get('before'))).toEqual([
      null,
      'inv-20',
    ]);
  });
});
