import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../features/companion/test-fixtures';
import { renderRoute } from '../../../test/render-route';
import { isSessionPath } from './leave-session-guard';
import { meBody, mockSignedIn } from '../../../test/signed-in';

async function clickNav(name: string) {
  const user = userEvent.setup();
  const main = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(main).getByRole('link', { name }));
  return user;
}

/** A text session that has started: leaving it would end it. */
const OPEN_SESSION = {
  'POST /api/sessions': {
    status: 201,
    body: {
      session: sessionFixture({ tone: 'normal' }),
      messages: [{ id: 'm-1', role: 'assistant', content: 'hi', createdAt: '2026-11-25T00:00:00.000Z' }],
    },
  },
};

describe('LeaveSessionGuard', () => {
  it('knows the session screens', () => {
    expect(isSessionPath('/therapy/text')).toBe(true);
    expect(isSessionPath('/therapy/voice/')).toBe(true);
    expect(isSessionPath('/therapy')).toBe(false);
    expect(isSessionPath('/dashboard')).toBe(false);
  });

  it('holds navigation away from a text session; Continue Session drops it', async () => {
    mockSignedIn(meBody(), OPEN_SESSION);
    const { router } = renderRoute('/therapy/text');
    await screen.findByRole('heading', { level: 1, name: 'Text conversation' });

    const user = await clickNav('Home');

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this session?' });
    expect(dialog).toHaveTextContent('Your conversation is saved to your session history');
    expect(router.state.location.pathname).toBe('/therapy/text');

    await user.click(within(dialog).getByRole('button', { name: 'Continue Session' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/therapy/text');
    expect(screen.getByRole('heading', { level: 1, name: 'Text conversation' })).toBeVisible();
  });

  it('Leave Session runs the held navigation', async () => {
    mockSignedIn(meBody(), OPEN_SESSION);
    const { router } = renderRoute('/therapy/voice');
    await screen.findByRole('heading', { level: 1, name: 'Voice conversation' });

    const user = await clickNav('Mood Boosters');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave Session' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mood-boosters'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Escape drops the navigation too, and other pages never ask', async () => {
    mockSignedIn(meBody(), OPEN_SESSION);
    const { router } = renderRoute('/therapy/text');
    await screen.findByRole('heading', { level: 1, name: 'Text conversation' });

    const user = await clickNav('Insights');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/therapy/text');

    await user.click(screen.getByRole('link', { name: 'Talk' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/therapy'));

    await clickNav('Home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before logging out of a session', async () => {
    const api = mockSignedIn(meBody(), OPEN_SESSION);
    const user = userEvent.setup();
    const { router } = renderRoute('/therapy/text');
    const account = await screen.findByRole('navigation', { name: 'Account' });

    await user.click(within(account).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls('POST /api/auth/logout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave Session' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
  });

  it('uses MZ wording for a genz tone', async () => {
    mockSignedIn(meBody({ tone: 'genz' }), OPEN_SESSION);
    renderRoute('/therapy/text');
    await screen.findByRole('heading', { level: 1, name: 'Text conversation' });

    const user = await clickNav('Home');
    const dialog = await screen.findByRole('alertdialog', { name: 'Heading out already?' });
    expect(within(dialog).getByRole('button', { name: 'Stay and chat' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Dip out' }));
  });
});
