import { screen, waitFor } from '@testing-library/react';
import { TEST_CATALOGUE } from '../features/mood-boosters/lib/test-catalogue';
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

  it('shows a visitor the mood-booster grid, and a booster asks them to log in (spec 001 §5)', async () => {
    mockApi({ 'GET /api/mood-boosters': { status: 200, body: TEST_CATALOGUE } });
    const { router } = renderRoute('/mood-boosters/orbit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/mood-boosters/orbit')}&source=boosters`,
    );
  });

  it('shows a visitor the journal’s sample entries and a way to sign in (spec 001 §5)', async () => {
    renderRoute('/journal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sample entries' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'A small win at work' })).toBeVisible();
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

  it.each(['/pricing', '/pricing-new'])('shows the public plan cards at %s', async (path) => {
    mockApi({
      'GET /api/plans': {
        status: 200,
        body: [
          {
            id: 'free',
            name: 'Free',
            description: 'Start gently',
            descriptionKo: '가볍게 시작',
            priceUsd: 0,
            priceKrw: 0,
            priceKrwAnnual: 0,
            features: ['sessions'],
            monthlySessions: 3,
            sessionMinutes: 10,
            dailyTexts: 20,
            emojiIcon: '🌱',
            isMostPopular: false,
            rank: 0,
          },
        ],
      },
    });
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans that grow with you' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Start free' })).toHaveAttribute(
      'href',
      `/signup?redirect=${encodeURIComponent('/plans-and-billing#change-plan')}`,
    );
  });

  it.each([
    '/plans-and-billing',
    '/dashboard',
    '/therapy',
    '/therapy/voice',
    '/therapy/text',
    '/sessions',
    '/insights',
    '/mentor',
    '/onboarding',
    '/admin',
    '/settings',
    '/profile',
    '/payment/success',
    '/payment/fail?code=USER_CANCEL',
    '/payment/sandbox?orderId=ord_1',
  ])('keeps %s behind the sign-in guard', async (path) => {
    const { router } = renderRoute(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });
});
