import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type MockReply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { mockSignedIn } from '../../../test/signed-in';

/** The desktop sidebar (the drawer, when open, holds a second copy inside a dialog). */
function sidebar() {
  return screen.getAllByRole('complementary')[0]!;
}

const patches = (api: ReturnType<typeof mockSignedIn>) =>
  api.calls('PATCH /api/me/preferences').map((call) => call.body);

/** Opens a signed-in page (the API as `mockSignedIn` made it) once the shell is there. */
async function openShell(path: string, api: ReturnType<typeof mockSignedIn>) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await screen.findByRole('navigation', { name: 'Main' });
  return { api, user, ...view };
}

describe('the sidebar language and theme switches', () => {
  it('show Korean at once and save it to the account', async () => {
    const { api, user } = await openShell('/dashboard', mockSignedIn());

    await user.click(within(sidebar()).getByRole('button', { name: '한국어, KR' }));

    expect(await screen.findByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    expect(within(sidebar()).getByRole('button', { name: '한국어, KR' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('language')).toBe('ko');
    await waitFor(() => expect(patches(api)).toEqual([{ language: 'ko' }]));
  });

  it('do not save the language that is already chosen', async () => {
    const { api, user } = await openShell('/dashboard', mockSignedIn());

    await user.click(within(sidebar()).getByRole('button', { name: 'English, EN' }));

    expect(patches(api)).toEqual([]);
  });

  it('save dark mode, and the open settings page shows the same values without asking again', async () => {
    const { api, user } = await openShell('/settings', mockSignedIn());
    const darkSwitch = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(darkSwitch).toHaveAttribute('aria-checked', 'false');
    const toggle = within(sidebar()).getByRole('button', { name: 'Dark mode' });

    await user.click(toggle);

    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('darkMode')).toBe('true');
    await waitFor(() => expect(darkSwitch).toHaveAttribute('aria-checked', 'true'));

    await user.click(within(sidebar()).getByRole('button', { name: '한국어, KR' }));

    expect(await screen.findByRole('combobox', { name: '언어' })).toHaveValue('ko');
    await waitFor(() => expect(patches(api)).toEqual([{ darkMode: true }, { language: 'ko' }]));
    expect(api.calls('GET /api/me/preferences')).toHaveLength(1);
  });

  it('keep a saved choice when the user leaves the signed-in pages and comes back', async () => {
    const { api, user, router } = await openShell('/dashboard', mockSignedIn());

    await user.click(within(sidebar()).getByRole('button', { name: 'Dark mode' }));
    await waitFor(() => expect(patches(api)).toEqual([{ darkMode: true }]));
    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('navigation', { name: 'Main' });

    // The shell applies the account's saved theme when it mounts: the saved one, not the old one.
    expect(document.documentElement).toHaveClass('dark');
    expect(within(sidebar()).getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('put the old theme back with the error toast when the save fails', async () => {
    const reply = deferred<MockReply>();
    const { user } = await openShell(
      '/dashboard',
      mockSignedIn(undefined, { 'PATCH /api/me/preferences': () => reply.promise }),
    );
    const toggle = within(sidebar()).getByRole('button', { name: 'Dark mode' });

    await user.click(toggle);
    // The change shows while the save is under way...
    expect(document.documentElement).toHaveClass('dark');
    reply.resolve(apiError(500, 'internal_error', 'Something went wrong'));

    // ...and goes back when it fails.
    expect(await screen.findByText("Couldn't save your change. Please try again.")).toBeVisible();
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });

  it('put the old language back when the save fails', async () => {
    const { user } = await openShell(
      '/dashboard',
      mockSignedIn(undefined, {
        'PATCH /api/me/preferences': apiError(500, 'internal_error', 'Something went wrong'),
      }),
    );

    await user.click(within(sidebar()).getByRole('button', { name: '한국어, KR' }));

    expect(await screen.findByText("Couldn't save your change. Please try again.")).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('language')).toBe('en'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
