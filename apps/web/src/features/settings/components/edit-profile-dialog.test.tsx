import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { signedIn } from '../test-helpers';

async function openDialog() {
  const user = userEvent.setup();
  renderRoute('/settings');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  return { user, dialog };
}

describe('Edit Profile dialog', () => {
  it('saves a new name alone, without asking for the password', async () => {
    const api = signedIn({
      'PATCH /api/me/profile': ({ body }) => ({
        status: 200,
        body: {
          user: { id: 'user-1', email: 'mina@example.com', createdAt: '' },
          profile: { fullName: (body as { fullName: string }).fullName },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Mina Park');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH /api/me/profile').map((c) => c.body)).toEqual([{ fullName: 'Mina Park' }]);
    expect(api.calls('POST /api/me/email')).toHaveLength(0);
    expect(await screen.findByText('Mina Park')).toBeVisible();
  });

  it('asks for the current password when the e-mail changes, and then says to check the new inbox', async () => {
    const api = signedIn({
      'POST /api/me/email': { status: 202, body: { message: 'Check your inbox' } },
    });
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'mina.new@example.com');
    const password = within(dialog).getByLabelText('Current password');
    await user.type(password, 'tea in the afternoon');
    await user.keyboard('{Enter}');

    const heading = await within(dialog).findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog).getByText(/We sent a link to mina\.new@example\.com/)).toBeVisible();
    expect(within(dialog).getByText(/keep signing in with mina@example\.com/)).toBeVisible();
    expect(api.calls('POST /api/me/email').map((c) => c.body)).toEqual([
      { newEmail: 'mina.new@example.com', currentPassword: 'tea in the afternoon' },
    ]);
    expect(api.calls('PATCH /api/me/profile')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing changed yet: the page still shows the old address.
    expect(screen.getByText('mina@example.com')).toBeVisible();
  });

  it('marks the password field when the password is wrong, and keeps the form', async () => {
    signedIn({
      'POST /api/me/email': apiError(400, 'invalid_credentials', 'Your current password is incorrect.'),
    });
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'mina.new@example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const password = within(dialog).getByLabelText('Current password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Your current password is incorrect.'),
    );
    expect(within(dialog).queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('asks an account without a password to sign in again when its sign-in is not recent', async () => {
    signedIn({
      'POST /api/me/email': apiError(403, 'recent_sign_in_required', 'Please sign in again'),
    });
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'mina.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/sign out and sign in again/);
  });
});
