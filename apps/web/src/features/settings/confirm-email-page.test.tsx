import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const TOKEN = 'a'.repeat(43);

describe('/confirm-email', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('posts the token once, without a session, and says the address has changed', async () => {
    const api = mockApi({
      'POST /api/auth/confirm-email': { status: 200, body: { email: 'mina.new@example.com' } },
    });
    renderRoute(`/confirm-email?token=${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your e-mail has changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('From now on, sign in with mina.new@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/enhanced-login');
    const calls = api.calls('POST /api/auth/confirm-email');
    expect(calls.map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it.each([
    [apiError(410, 'email_change_link_used', 'Used'), 'This link has already been used'],
    [apiError(400, 'invalid_token', 'Invalid or expired'), 'This link has expired'],
    [apiError(409, 'user_already_exists', 'Taken'), 'This address already has an account'],
    [apiError(503, 'service_unavailable', 'Down'), "We couldn't confirm your e-mail"],
  ])('words a refused link (%#)', async (reply, title) => {
    mockApi({ 'POST /api/auth/confirm-email': reply });
    renderRoute(`/confirm-email?token=${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('calls a link without a token expired, without asking the server', async () => {
    const api = mockApi();
    renderRoute('/confirm-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(api.calls('POST /api/auth/confirm-email')).toHaveLength(0);
  });

  it('speaks Korean to a Korean reader', async () => {
    await i18n.changeLanguage('ko');
    mockApi({ 'POST /api/auth/confirm-email': apiError(410, 'email_change_link_used', 'Used') });
    renderRoute(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '이미 사용한 링크예요' })).toBeVisible();
  });
});
