import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { apiError, mockApi } from '../../../test/mock-api';

function checklistItem(name: string) {
  return within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(name)
    .closest('li')!;
}

async function openWithToken(token = 'reset-token-1') {
  // Typing waits on timers; once a test switches to fake ones, they must be moved along too.
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = renderRoute(`/reset-password?token=${token}`);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return { user, ...view };
}

describe('reset-password page', () => {
  it('says the link is no longer valid when there is no token', async () => {
    mockApi();
    renderRoute('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid reset link' })).toBeVisible();
    expect(screen.getByText('This reset link is no longer valid. Please request a new one.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('ticks the checklist as the user types and only then enables Reset Password', async () => {
    mockApi();
    const { user } = await openWithToken();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(checklistItem('At least 8 characters')).toHaveTextContent('(not yet)');
    expect(checklistItem('Passwords match')).toHaveTextContent('(not yet)');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New password', { exact: true }), 'moonlight');
    expect(checklistItem('At least 8 characters')).toHaveTextContent('(done)');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Repeat new password'), 'moonlite');
    expect(checklistItem('Passwords match')).toHaveTextContent('(not yet)');
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'moonlight');
    expect(checklistItem('Passwords match')).toHaveTextContent('(done)');
    expect(submit).toBeEnabled();
  });

  it('switches to the invalid view when the server answers "Invalid or expired"', async () => {
    mockApi({ 'POST /api/auth/reset-password': apiError(400, 'invalid_token', 'Invalid or expired') });
    const { user } = await openWithToken();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'moonlight');
    await user.type(screen.getByLabelText('Repeat new password'), 'moonlight');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'Invalid reset link' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(await screen.findByText('Invalid or expired')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's reasons when the new password is too weak", async () => {
    mockApi({
      'POST /api/auth/reset-password': apiError(422, 'weak_password', 'Password is too weak.', {
        reasons: ['common'],
      }),
    });
    const { user } = await openWithToken();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'password');
    await user.type(screen.getByLabelText('Repeat new password'), 'password');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const field = screen.getByLabelText('New password', { exact: true });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common or too easy to guess.'),
      ),
    );
    // Said once, inline: not also as a toast.
    expect(screen.getAllByText('Password is too weak. Please choose a stronger password.')).toHaveLength(1);
  });

  it('shows the server message for other failures', async () => {
    mockApi({
      'POST /api/auth/reset-password': apiError(400, 'validation_failed', 'Password must be a string'),
    });
    const { user } = await openWithToken();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'moonlight');
    await user.type(screen.getByLabelText('Repeat new password'), 'moonlight');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password must be a string')).toBeVisible();
  });

  it('says something went wrong when the network fails', async () => {
    const api = mockApi();
    const { user } = await openWithToken();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'moonlight');
    await user.type(screen.getByLabelText('Repeat new password'), 'moonlight');
    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
  });

  it('shows "All set!" after a reset and goes to sign in after 3 seconds', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { status: 200, body: {} } });
    const { user, router } = await openWithToken('tok_abc');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'moonlight');
    await user.type(screen.getByLabelText('Repeat new password'), 'moonlight');
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
    expect(screen.getByText('Password reset successfully!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/enhanced-login');
    expect(api.calls('POST /api/auth/reset-password')[0]!.body).toEqual({
      token: 'tok_abc',
      password: 'moonlight',
    });

    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/reset-password');

    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
  });
});
