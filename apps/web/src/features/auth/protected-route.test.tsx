import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meBody } from '../../test/signed-in';
import { renderRoute } from '../../test/render-route';
import { deferred, jsonResponse, mockApi, sessionBody, signedOutRefresh } from '../../test/mock-api';
import { SESSION_HINT_KEY } from './session-hint';

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session resolves, then sends a visitor to sign in with the redirect", async () => {
    const refresh = deferred<Response>();
    const api = mockApi({ 'POST /api/auth/refresh': () => refresh.promise });
    const { router } = renderRoute('/sessions?type=voice');

    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Session History' })).not.toBeInTheDocument();
    // The refresh starts after the first render commits, so it may trail the 'Loading...' text.
    await waitFor(() => expect(api.calls('POST /api/auth/refresh')).toHaveLength(1));

    refresh.resolve(jsonResponse(signedOutRefresh.status, signedOutRefresh.body));

    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsessions%3Ftype%3Dvoice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Session History' })).not.toBeInTheDocument();
  });

  it('restores the session from the refresh cookie and shows the page', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const api = mockApi({ 'POST /api/auth/refresh': { status: 200, body: sessionBody() } });
    renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const [refresh] = api.calls('POST /api/auth/refresh');
    expect(refresh!.headers.get('Authorization')).toBeNull();
    expect(api.fetch.mock.calls[0]![1]!.credentials).toBe('same-origin');
  });

  it('signs out from the sidebar: logout with the bearer token, then home, signed out', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const api = mockApi({
      'POST /api/auth/refresh': { status: 200, body: sessionBody({ accessToken: 'token-abc' }) },
      'POST /api/auth/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.queryAllByRole('link', { name: 'Login' })).toHaveLength(0);

    await user.click(within(account).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const header = await screen.findByRole('banner');
    const [logout] = api.calls('POST /api/auth/logout');
    expect(logout!.body).toEqual({ scope: 'local' });
    expect(logout!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect((await within(header).findAllByRole('link', { name: 'Login' }))[0]).toBeVisible();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('refreshes once on a 401 from an authenticated call and retries it with the new token', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    let refreshes = 0;
    const api = mockApi({
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return { status: 200, body: sessionBody({ accessToken: `token-${refreshes}` }) };
      },
      // The shell reads the account on every signed-in page; that call always succeeds here.
      'GET /api/me': { status: 200, body: meBody() },
      'GET /api/me/context': ({ headers }) =>
        headers.get('Authorization') === 'Bearer token-2'
          ? { status: 200, body: { ok: true } }
          : { status: 401, body: { statusCode: 401, code: 'unauthorized', message: 'Expired' } },
    });
    // A coming-soon page: nothing on it calls /api/me/context before the test does.
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const { http } = await import('../../shared/api/http');

    await expect(http.get('/me/context')).resolves.toEqual({ ok: true });

    expect(api.calls('GET /api/me/context').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(api.calls('POST /api/auth/refresh')).toHaveLength(2);
  });
});
