import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { mockSignedIn } from '../../../test/signed-in';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

/** The desktop sidebar (the drawer, when open, holds a second copy inside a dialog). */
function sidebar() {
  return screen.getAllByRole('complementary')[0]!;
}

describe('AppShell', () => {
  it('shows the main and account items, with the one matching the path as current', async () => {
    mockSignedIn();
    renderRoute('/therapy/voice');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Talk', '/therapy'],
      ['Mood Boosters', '/mood-boosters'],
      ['Journal', '/journal'],
      ['Habits', '/habits'],
      ['Insights', '/insights'],
      ['Session History', '/sessions'],
    ]);
    expect(within(main).getByRole('link', { name: 'Talk' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/plans-and-billing', '/profile', '/settings']);
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(sidebar()).getByRole('button', { name: 'Dark mode' })).toBeVisible();
    expect(within(sidebar()).getByRole('group', { name: 'Language' })).toBeVisible();
    // No user-facing "therapy" anywhere in the shell.
    expect(sidebar().textContent).not.toMatch(/therapy/i);
  });

  it('moves the current item when the user navigates, and keeps coming-soon pages inside the shell', async () => {
    mockSignedIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const main = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(main).getByRole('link', { name: 'Insights' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/insights'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons only and remembers it', async () => {
    mockSignedIn();
    const user = userEvent.setup();
    const first = renderRoute('/sessions');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(sidebar()).toHaveClass('w-64');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(sidebar()).toHaveClass('w-16');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    // Icons only, but every item keeps its name.
    expect(within(sidebar()).getByRole('link', { name: 'Session History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    first.unmount();

    renderRoute('/sessions');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(sidebar()).toHaveClass('w-16');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveClass('w-64');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('0');
  });

  it('opens the mobile drawer from the menu button; Escape and navigation close it', async () => {
    mockSignedIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Mood Boosters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mood-boosters'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out from the sidebar and goes home', async () => {
    const api = mockSignedIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/profile');
    const account = await screen.findByRole('navigation', { name: 'Account' });

    await user.click(within(account).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
  });

  it('shows the navigation in Korean', async () => {
    mockSignedIn();
    const user = userEvent.setup();
    renderRoute('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(sidebar()).getByRole('button', { name: '한국어, KR' }));

    const main = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(main).getByRole('link', { name: '대화하기' })).toHaveAttribute('href', '/therapy');
  });
});
