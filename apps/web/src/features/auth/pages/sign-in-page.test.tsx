import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { apiError, mockApi, sessionBody } from '../../../test/mock-api';
import { i18n } from '../../../i18n/i18n';
import { meBody } from '../../../test/signed-in';
import { SESSION_HINT_KEY } from '../session-hint';

async function fillAndSubmit(email = 'mina@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('sign-in page', () => {
  it('shows the spec message when the server answers invalid_credentials', async () => {
    mockApi({ 'POST /api/auth/login': apiError(400, 'invalid_credentials', 'Invalid login credentials') });
    const { router } = renderRoute('/enhanced-login');

    await fillAndSubmit();

    expect(
      await screen.findByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/enhanced-login');
  });

  it("says welcome in the account's saved language, which is applied at sign-in", async () => {
    mockApi({
      'POST /api/auth/login': { status: 200, body: sessionBody() },
      'GET /api/me': { status: 200, body: meBody({ language: 'ko' }) },
    });
    const { router } = renderRoute('/enhanced-login');

    await fillAndSubmit();

    expect(await screen.findByText('다시 오신 걸 환영해요!')).toBeVisible();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('ko');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('signs in, says welcome back and returns to the redirect page', async () => {
    const api = mockApi({ 'POST /api/auth/login': { status: 200, body: sessionBody() } });
    const { router } = renderRoute('/enhanced-login?redirect=%2Fjournal%3Fday%3Dtoday');

    await fillAndSubmit('  mina@example.com ', 'correct horse');

    expect(await screen.findByText('Welcome back!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal'));
    expect(router.state.location.search).toBe('?day=today');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    expect(api.calls('POST /api/auth/login')[0]!.body).toEqual({
      email: 'mina@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    // The access token is kept in memory only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
  });

  it('goes to /dashboard when there is no redirect', async () => {
    mockApi({ 'POST /api/auth/login': { status: 200, body: sessionBody() } });
    const { router } = renderRoute('/enhanced-login');

    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil', '/\\/evil.com', 'javascript:alert(1)'])(
    'ignores the open redirect %s and goes to /dashboard',
    async (target) => {
      mockApi({ 'POST /api/auth/login': { status: 200, body: sessionBody() } });
      const { router } = renderRoute(`/enhanced-login?redirect=${encodeURIComponent(target)}`);

      await fillAndSubmit();

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('requires both fields and focuses the first empty one', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderRoute('/enhanced-login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoute('/enhanced-login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to forgot-password and sign-up, and to the legal pages in its footer note', async () => {
    mockApi();
    renderRoute('/enhanced-login');

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/terms"]')).toHaveTextContent('Terms of Service');
    expect(main.querySelector('a[href="/privacy-policy"]')).toHaveTextContent('Privacy Policy');
    expect(main.querySelector('a[href="/ai-disclaimer"]')).toHaveTextContent('AI Disclaimer');
  });

  it('shows a social button only for each configured provider', async () => {
    mockApi({ 'GET /api/auth/providers': { status: 200, body: { google: true, kakao: false } } });
    renderRoute('/enhanced-login?redirect=%2Fjournal');

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/oauth/google?redirect=%2Fjournal');
    expect(screen.queryByRole('link', { name: 'Continue with Kakao' })).not.toBeInTheDocument();
  });

  it('words the reason a social sign-in failed, once, and drops it from the address', async () => {
    mockApi();
    const { router } = renderRoute(
      '/enhanced-login?error=oauth_cancelled&provider=kakao&redirect=%2Fjournal',
    );

    expect(await screen.findByText('Sign-in with Kakao was cancelled.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fjournal'));
  });

  it('shows free text in the address only as the unexpected error', async () => {
    mockApi();
    renderRoute('/enhanced-login?error=Call%20us%20at%20555-0100%20to%20verify');
    expect(await screen.findByText('An unexpected error occurred')).toBeVisible();
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
  });

  it('words the reason in Korean for a Korean reader', async () => {
    await i18n.changeLanguage('ko');
    mockApi();
    renderRoute('/enhanced-login?error=oauth_failed&provider=kakao');
    expect(await screen.findByText('카카오로 로그인하지 못했어요. 다시 시도해 주세요.')).toBeVisible();
  });

  it('blocks the sixth attempt within 15 minutes, with the time left on the button', async () => {
    const api = mockApi({
      'POST /api/auth/login': apiError(400, 'invalid_credentials', 'Invalid login credentials'),
    });
    const user = userEvent.setup();
    renderRoute('/enhanced-login');
    await user.type(await screen.findByLabelText('Email'), 'mina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.click(screen.getByRole('button', { name: /^Log(ging)? in/ }));
      await waitFor(() => expect(api.calls('POST /api/auth/login')).toHaveLength(attempt));
    }

    const blocked = await screen.findByRole('button', { name: /^Try again in 1[45]:\d\d$/ });
    expect(blocked).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.calls('POST /api/auth/login')).toHaveLength(5);
  });

  it('honours the Retry-After of a 429 and says to wait', async () => {
    mockApi({
      'POST /api/auth/login': {
        ...apiError(429, 'too_many_requests', 'Too many requests'),
        headers: { 'Retry-After': '90' },
      },
    });
    renderRoute('/enhanced-login');

    await fillAndSubmit();

    expect(
      await screen.findByText('Too many login attempts. Please wait a moment and try again.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Try again in 1:(29|30)$/ })).toBeDisabled();
  });

  it('sends a visitor who is already signed in on to /dashboard', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    mockApi({ 'POST /api/auth/refresh': { status: 200, body: sessionBody() } });
    const { router } = renderRoute('/signup');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quick start' })).toBeVisible();
  });
});
