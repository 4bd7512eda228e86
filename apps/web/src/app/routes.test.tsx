import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

describe('routes', () => {
  beforeEach(() => {
    mockApi();
  });

  it('sends /auth to /enhanced-login and keeps the query string', async () => {
    const { router } = renderRoute('/auth?redirect=%2Fjournal&source=boosters');

    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(router.state.location.search).toBe('?redirect=%2Fjournal&source=boosters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  it('shows the landing hero with a sign-up call to action at /', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'A softer place to set your feelings down.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['/enhanced-login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ])('shows the account page at %s', async (path, title) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it.each([
    ['/pricing', 'Plans'],
    ['/pricing-new', 'Plans'],
  ])('shows a "coming soon" page for %s, not a 404', async (path, title) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('Coming soon')).toBeVisible();
  });

  it.each([
    '/plans-and-billing',
    '/dashboard',
    '/therapy',
    '/therapy/voice',
    '/therapy/text',
    '/mood-boosters',
    '/sessions',
    '/insights',
    '/journal',
    '/onboarding',
    '/admin',
    '/settings',
    '/profile',
    '/payment/success',
    '/payment/fail?code=USER_CANCEL',
  ])('keeps %s behind the sign-in guard', async (path) => {
    const { router } = renderRoute(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });
});
