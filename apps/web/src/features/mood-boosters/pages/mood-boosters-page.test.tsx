import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { TEST_CATALOGUE } from '../lib/test-catalogue';

const catalogue = { 'moodBoosters.list': { status: 200, body: TEST_CATALOGUE } };
const plus = {
  'GET /api/features/mood-boosters': {
    status: 200,
    body: { allowed: true, canPreview: false, preview: null },
  },
};

describe('mood boosters', () => {
  it('shows Plus all 19 with their lowercase titles and blurbs, and opens one full-screen', async () => {
    const api = mockSignedIn(meBody(), {
      ...catalogue,
      ...plus,
      'POST /api/mood-boosters/mindful-breathing/activate': {
        status: 200,
        body: { slug: 'mindful-breathing', previewUntil: null },
      },
    });
    const { router } = renderRoute('/mood-boosters');
    const open = await screen.findAllByRole('link', { name: /^Open / });
    expect(open).toHaveLength(19);
    const breathing = screen.getByRole('link', { name: 'Open Mindful Breathing' });
    expect(within(breathing).getByText('slow down and notice')).toBeVisible();
    expect(within(breathing).getByText('Mindful Breathing')).toHaveClass('lowercase');

    await userEvent.setup().click(breathing);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mood-boosters/mindful-breathing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mindful Breathing' })).toBeVisible();
    expect(await screen.findByText('Mood Booster Activated! ✨')).toBeVisible();
    expect(screen.getByText('Enjoy your Mindful Breathing session!')).toBeVisible();
    expect(await screen.findByRole('region', { name: /breathing/i })).toBeVisible();
    expect(api.calls('POST /api/mood-boosters/mindful-breathing/activate')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Mood Boosters' })).toHaveAttribute(
      'href',
      '/mood-boosters',
    );
  });

  it('gives Free the preview of the first 3, with its toast', async () => {
    let previewed = false;
    mockSignedIn(meBody(), {
      ...catalogue,
      'GET /api/features/mood-boosters': () => ({
        status: 200,
        body: previewed
          ? {
              allowed: false,
              canPreview: false,
              preview: { feature: 'mood-boosters', until: '2026-11-26T10:00:00.000Z', itemLimit: 3 },
            }
          : { allowed: false, canPreview: true, preview: null },
      }),
      'POST /api/features/mood-boosters/preview': () => {
        previewed = true;
        return {
          status: 200,
          body: { feature: 'mood-boosters', until: '2026-11-26T10:00:00.000Z', itemLimit: 3 },
        };
      },
    });
    renderRoute('/mood-boosters');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview for free' }));
    expect(await screen.findByText('Preview Activated! 👀')).toBeVisible();
    expect(screen.getByText('Try one mood booster. Upgrade for unlimited access!')).toBeVisible();
    expect(await screen.findAllByRole('link', { name: /^Open / })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /Locked — upgrade to open/ })).toHaveLength(16);
    expect(screen.getByText(/the first 3 boosters are open until/)).toBeVisible();
  });

  it('asks a visitor to log in and sends them to sign in, coming back to the booster', async () => {
    mockApi(catalogue);
    const { router } = renderRoute('/mood-boosters');
    await userEvent.setup().click(await screen.findByRole('button', { name: /orbit/i }));
    expect(await screen.findByText('Login Required')).toBeVisible();
    expect(screen.getByText('Please log in to access mood boosters.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/enhanced-login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/mood-boosters/orbit');
  });

  it('says an unknown booster is coming soon, and a locked one needs Plus', async () => {
    mockSignedIn(meBody(), {
      ...catalogue,
      'POST /api/mood-boosters/orbit/activate': apiError(403, 'booster_locked', 'Upgrade to Plus'),
    });
    renderRoute('/mood-boosters/time-machine');
    expect(await screen.findByText('This mood booster is coming soon!')).toBeVisible();
  });

  it('offers Free the day’s preview on one of the first 3 opened by its address', async () => {
    let previewed = false;
    const api = mockSignedIn(meBody(), {
      ...catalogue,
      'GET /api/features/mood-boosters': () => ({
        status: 200,
        body: { allowed: false, canPreview: !previewed, preview: null },
      }),
      'POST /api/features/mood-boosters/preview': () => {
        previewed = true;
        return {
          status: 201,
          body: { feature: 'mood-boosters', until: '2026-11-27T10:00:00.000Z', itemLimit: 3 },
        };
      },
      'POST /api/mood-boosters/emoji-echo/activate': () =>
        previewed
          ? { status: 200, body: { slug: 'emoji-echo', previewUntil: '2026-11-27T10:00:00.000Z' } }
          : apiError(403, 'booster_locked', 'Upgrade to Plus'),
    });
    renderRoute('/mood-boosters/emoji-echo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview for free' }));
    // Under the booster's own 'Activated' toast that follows it.
    expect(await screen.findByText('Preview Activated! 👀')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'How are you feeling?' })).toBeVisible();
    expect(screen.getByText(/the first 3 boosters are open until/)).toBeVisible();
    expect(api.calls('POST /api/mood-boosters/emoji-echo/activate')).toHaveLength(2);
  });

  it('shows a locked booster’s way to Plus, in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockSignedIn(meBody({ language: 'ko' }), {
      ...catalogue,
      'POST /api/mood-boosters/orbit/activate': apiError(403, 'booster_locked', 'Upgrade to Plus'),
    });
    renderRoute('/mood-boosters/orbit');
    expect(await screen.findByRole('link', { name: 'Plus로 업그레이드' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('heading', { level: 1, name: '감정 궤도' })).toBeVisible();
    // Orbit is not among the first 3: no preview opens it.
    expect(screen.queryByRole('button', { name: '무료로 미리 보기' })).toBeNull();
  });

  it('tells the person when the grid cannot load, and tries again', async () => {
    let fail = true;
    mockSignedIn(meBody(), {
      ...plus,
      'moodBoosters.list': () =>
        fail ? apiError(500, 'internal_error', 'x') : { status: 200, body: TEST_CATALOGUE },
    });
    renderRoute('/mood-boosters');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load mood boosters. Please try again.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^Open / })).toHaveLength(19);
  });
});
