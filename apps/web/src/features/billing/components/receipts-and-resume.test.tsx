import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meBody } from '../../../test/signed-in';
import { apiError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { invoiceOf, signedInWithBilling, subscriptionOf } from '../test-helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function openPage() {
  renderRoute('/plans-and-billing');
  await screen.findByRole('heading', { level: 1, name: 'Plans & Billing' });
  await screen.findByText('Current Plan');
}

async function invoicesCard() {
  const heading = await screen.findByRole('heading', { name: 'Invoices' });
  return heading.closest('div')!.parentElement!;
}

describe('Plans & Billing: receipts by e-mail, dates in the reader’s zone', () => {
  let clickSpy: ReturnType<typeof vi.spyOn>;
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => clickSpy.mockRestore());

  it('says "E-mailed" on an invoice whose receipt went out, and not on the others', async () => {
    signedInWithBilling(subscriptionOf(), {
      'GET /api/invoices': {
        status: 200,
        body: [
          invoiceOf({ id: 'inv-2', emailedAt: '2026-11-20T03:01:00.000Z' }),
          invoiceOf({ id: 'inv-1', createdAt: '2026-10-20T03:00:00.000Z' }),
        ],
      },
    });
    await openPage();
    const card = await invoicesCard();
    expect(await within(card).findAllByText('E-mailed')).toHaveLength(1);
  });

  it('dates the invoice in the reader’s zone and saves the PDF under the server’s name for that day', async () => {
    // 23:30 UTC on the 24th: the 25th in Seoul, but the reader lives in UTC.
    const me = { ...meBody(), preferences: { ...meBody().preferences, timezone: 'UTC' } };
    signedInWithBilling(subscriptionOf(), {
      'GET /api/me': { status: 200, body: me },
      'GET /api/invoices': { status: 200, body: [invoiceOf({ createdAt: '2026-11-24T23:30:00.000Z' })] },
      'GET /api/invoices/inv-1/pdf': new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="maeum-invoice-2026-11-24-inv-1.pdf"',
        },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    const card = await invoicesCard();
    await user.click(
      await within(card).findByRole('button', { name: 'Download the invoice of Nov 24, 2026' }),
    );
    expect(await screen.findByText('Download Started')).toBeVisible();
    expect(downloads).toEqual(['maeum-invoice-2026-11-24-inv-1.pdf']);
  });
});

describe('Plans & Billing: resuming a cancelled plan', () => {
  const cancelled = subscriptionOf({
    planId: 'plus',
    planName: 'Plus',
    status: 'cancelled',
    endsAt: inDays(10),
  });

  it('offers Resume until the end date and shows the plan active again', async () => {
    let current = cancelled;
    const api = signedInWithBilling(cancelled, {
      'GET /api/subscription': () => ({ status: 200, body: current }),
      'POST /api/subscription/resume': () => {
        current = { ...cancelled, status: 'active' };
        return { status: 200, body: current };
      },
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Your plan is back on. It renews on its date as before.')).toBeVisible();
    expect(api.calls('POST /api/subscription/resume')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
  });

  it('offers no Resume once the end date has passed', async () => {
    signedInWithBilling({ ...cancelled, endsAt: inDays(-1) });
    await openPage();
    expect(await screen.findByText(/^Ends on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
  });

  it('says the plan has ended when the server refuses the resume', async () => {
    signedInWithBilling(cancelled, {
      'POST /api/subscription/resume': apiError(409, 'nothing_to_resume', 'This plan has already ended'),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(
      await screen.findByText(
        'This plan has already ended, so it can no longer be resumed. Choose a plan below to subscribe again.',
      ),
    ).toBeVisible();
  });
});
