import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { renderRoute } from '../../../test/render-route';

const card = {
  id: 's-1',
  type: 'text',
  title: 'Talking about work',
  startedAt: '2026-11-20T10:00:00.000Z',
  endedAt: '2026-11-20T10:12:00.000Z',
  durationSeconds: 720,
  messageCount: 7,
  preview: 'my boss keeps yelling',
  moodTags: ['stressed', 'tired', 'angry', 'sad', 'lonely'],
};

describe('session history', () => {
  it('lists cards with their details and opens the transcript', async () => {
    const api = mockSignedIn(meBody(), {
      'GET /api/features/history': { status: 200, body: { allowed: true, canPreview: false, preview: null } },
      'GET /api/sessions': {
        status: 200,
        body: [card, { ...card, id: 's-2', endedAt: null, title: 'A moment to talk', moodTags: [] }],
      },
      'GET /api/sessions/s-1': {
        status: 200,
        body: {
          session: {
            ...card,
            type: 'text',
            tone: 'normal',
            language: 'en',
            summary: 'You talked about work.',
            closesAt: card.endedAt,
            crisisShown: false,
          },
          messages: [
            { id: 'm-1', role: 'user', content: 'my boss keeps yelling', createdAt: card.startedAt },
            {
              id: 'm-2',
              role: 'assistant',
              content: 'Are you thinking of ending your life?',
              createdAt: card.startedAt,
              concern: true,
            },
          ],
        },
      },
    });
    renderRoute('/sessions');
    const first = await screen.findByRole('button', { name: /Talking about work/ });
    expect(within(first).getByText('12 min')).toBeVisible();
    expect(within(first).getByText('7 messages')).toBeVisible();
    expect(within(first).getByText('+2 more')).toBeVisible();
    expect(within(first).getByText('stressed')).toBeVisible();
    expect(screen.getByText('Ongoing')).toBeVisible();
    await userEvent.setup().click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Talking about work' });
    expect(await within(dialog).findByText('You talked about work.')).toBeVisible();
    expect(within(dialog).getAllByText('my boss keeps yelling')[0]).toBeVisible();
    // The direct question keeps its quiet card in history, with the lines as they are now.
    const quiet = within(dialog).getByRole('region', {
      name: 'If you want to talk to someone right now, these lines are open.',
    });
    expect(
      within(quiet).getByRole('link', { name: 'Call 109, Suicide prevention line, 24/7' }),
    ).toHaveAttribute('href', 'tel:109');
    expect(api.calls('GET /api/sessions')[0]!.url.searchParams.get('type')).toBe('all');
  });

  it('plays a spoken reply as it was kept, and marks one cut short', async () => {
    const api = mockSignedIn(meBody(), {
      'GET /api/features/history': { status: 200, body: { allowed: true, canPreview: false, preview: null } },
      'GET /api/sessions': { status: 200, body: [{ ...card, type: 'voice' }] },
      'GET /api/sessions/s-1': {
        status: 200,
        body: {
          session: {
            ...card,
            type: 'voice',
            tone: 'normal',
            language: 'en',
            summary: null,
            closesAt: card.endedAt,
            crisisShown: false,
          },
          messages: [
            {
              id: 'm-2',
              role: 'assistant',
              content: 'That sounds',
              createdAt: card.startedAt,
              interrupted: true,
              audioParts: 1,
            },
          ],
        },
      },
      'GET /api/sessions/s-1/messages/m-2/audio/0': { status: 200, body: 'ID3' },
    });
    renderRoute('/sessions');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Talking about work/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Talking about work' });
    expect(await within(dialog).findByText('(cut short)')).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Play' }));
    await expect.poll(() => api.calls('GET /api/sessions/s-1/messages/m-2/audio/0').length).toBe(1);
  });

  it('invites a first session when there is none', async () => {
    mockSignedIn(meBody(), {
      'GET /api/features/history': { status: 200, body: { allowed: true, canPreview: false, preview: null } },
      'GET /api/sessions': { status: 200, body: [] },
    });
    renderRoute('/sessions');
    expect(await screen.findByRole('link', { name: 'Start Your First Session' })).toHaveAttribute(
      'href',
      '/therapy',
    );
  });

  it("shows a Free preview of the latest session, and the server's plan_required as an invitation", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    mockSignedIn(meBody(), {
      'GET /api/features/history': {
        status: 200,
        body: { allowed: false, canPreview: false, preview: { feature: 'history', until, itemLimit: null } },
      },
      // The server sends a Free user only the latest session.
      'GET /api/sessions': { status: 200, body: [card] },
      'GET /api/sessions/s-1': {
        status: 403,
        body: {
          statusCode: 403,
          code: 'plan_required',
          message: 'Session history is a Plus feature. Upgrade to see all your past sessions.',
        },
      },
    });
    renderRoute('/sessions');
    expect(await screen.findByText(/Preview: your latest session/)).toBeVisible();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Talking about work/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcript' });
    expect(await within(dialog).findByText(/Older sessions open with Plus/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See Plus' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
