import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { apiError, mockApi } from '../../../test/mock-api';

describe('forgot-password page', () => {
  it("says 'Please enter a valid email address' under the field on submit, and sends nothing", async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'mina@example');

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(api.calls('POST /api/auth/forgot-password')).toHaveLength(0);
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/enhanced-login');
  });

  it('says it on blur too, but not for a field left empty', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    const email = await screen.findByLabelText('Email');

    await user.click(email);
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'mina at example.com');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('replaces the form with "Check your inbox" once the link is sent', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': { status: 202 } });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'mina@example.com');

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(title).toHaveFocus();
    expect(
      screen.getByText(
        "If mina@example.com is linked to an account, we've sent a link to reset your password. The link is valid for 15 minutes.",
      ),
    ).toBeVisible();
    expect(await screen.findByText('Reset link sent to your email!')).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/enhanced-login');
    expect(api.calls('POST /api/auth/forgot-password')[0]!.body).toEqual({ email: 'mina@example.com' });
  });

  it('keeps the form and says so when the request fails', async () => {
    mockApi({ 'POST /api/auth/forgot-password': apiError(500, 'internal', 'boom') });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'mina@example.com');

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('allows three requests an hour, then shows the time left', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': apiError(500, 'internal', 'boom') });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'mina@example.com');

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(screen.getByRole('button', { name: /^Send/ }));
      await waitFor(() => expect(api.calls('POST /api/auth/forgot-password')).toHaveLength(attempt));
    }

    expect(await screen.findByRole('button', { name: /^Try again in (59|60):\d\d$/ })).toBeDisabled();
  });
});
