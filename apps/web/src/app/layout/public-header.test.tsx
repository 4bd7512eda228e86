import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY } from '../../features/auth/session-hint';
import { mockApi, sessionBody } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('PublicHeader', () => {
  beforeEach(() => {
    mockApi();
  });

  it('links to log in and sign up', async () => {
    renderRoute('/');
    const header = await screen.findByRole('banner');

    expect(within(header).getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute(
      'href',
      '/enhanced-login',
    );
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
  });

  it('opens the small-screen menu and closes it with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the small-screen menu after following a link in it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;

    await user.click(within(menu).getByRole('link', { name: 'Sign Up' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Dashboard and Logout instead of Login and Sign Up when signed in', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    mockApi({ 'POST /api/auth/refresh': { status: 200, body: sessionBody() } });
    renderRoute('/');
    const header = await screen.findByRole('banner');

    expect((await within(header).findAllByRole('link', { name: 'Dashboard' }))[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).getAllByRole('button', { name: 'Logout' })[0]).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
