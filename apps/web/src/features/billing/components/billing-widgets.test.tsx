import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { renderRoute } from '../../../test/render-route';
import { signedInWithBilling, subscriptionOf } from '../test-helpers';
import { PlanGate } from './plan-gate';
import { UsageBanner } from './usage-banner';

const withProviders = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('billing widgets', () => {
  it('puts the plan badge in the shell and the plan card on the dashboard', async () => {
    signedInWithBilling(
      subscriptionOf({ planId: 'plus', planName: 'Plus', sessionsLeft: 4, monthlySessions: 10 }),
    );
    renderRoute('/dashboard');
    expect(await screen.findByText('4 sessions left this month')).toBeVisible();
    expect(screen.getByText('Resets on Dec 1, 2026')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Plus plan' })[0]).toHaveAttribute(
      'href',
      '/plans-and-billing',
    );
  });

  it('warns at one session left and turns red at none, with the way to upgrade', async () => {
    signedInWithBilling(subscriptionOf({ sessionsLeft: 1 }));
    const { unmount } = withProviders(<UsageBanner type="voice" />);
    expect(await screen.findByText('Only 1 Voice session remaining')).toBeVisible();
    expect(screen.getByText("You've used 2 of 3 sessions on your Free plan this month.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing-new');
    unmount();

    signedInWithBilling(subscriptionOf({ sessionsLeft: 0 }));
    withProviders(<UsageBanner type="text" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Text session limit reached');
  });

  it('stays out of the way while more than one session is left', async () => {
    const api = signedInWithBilling(subscriptionOf({ sessionsLeft: 2 }));
    withProviders(<UsageBanner type="voice" />);
    await waitFor(() => expect(api.calls('GET /api/subscription')).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gates a feature the plan lacks, and opens it through a preview the server allows', async () => {
    const api = signedInWithBilling(subscriptionOf(), {
      'GET /api/features/mood-boosters': {
        status: 200,
        body: { feature: 'mood-boosters', allowed: false, canPreview: true, preview: null },
      },
      'POST /api/features/mood-boosters/preview': {
        status: 200,
        body: { feature: 'mood-boosters', until: '2026-11-26T00:00:00.000Z', itemLimit: 3 },
      },
    });
    const user = userEvent.setup();
    withProviders(
      <PlanGate feature="mood-boosters">
        {(preview) => <p>Boosters ({preview?.itemLimit ?? 'all'})</p>}
      </PlanGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Part of Plus' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Preview for free' }));
    expect(await screen.findByText('Boosters (3)')).toBeVisible();
    expect(api.calls('POST /api/features/mood-boosters/preview')).toHaveLength(1);
  });

  it('shows the feature at once when the plan has it', async () => {
    signedInWithBilling(subscriptionOf({ planId: 'pro' }), {
      'GET /api/features/history': {
        status: 200,
        body: { feature: 'history', allowed: true, canPreview: false, preview: null },
      },
    });
    withProviders(<PlanGate feature="history">{() => <p>Your sessions</p>}</PlanGate>);
    expect(await screen.findByText('Your sessions')).toBeVisible();
  });
});
