import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { apiError, type MockReply } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { SESSION_HINT_KEY } from '../auth/session-hint';
import { PREFERENCES, signedIn } from './test-helpers';

/** PATCH answers with the preferences merged with the body, like the server. */
const patchOk = ({ body }: { body: unknown }): MockReply => ({
  status: 200,
  body: { ...PREFERENCES, ...(body as object) },
});

async function openSettings() {
  const view = renderRoute('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByRole('switch', { name: 'Notifications' });
  return view;
}

describe('SettingsPage', () => {
  let clickSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clickSpy.mockRestore();
  });

  it('saves each preference on its own with only that field, and confirms with a toast', async () => {
    const api = signedIn({ 'PATCH /api/me/preferences': patchOk });
    const user = userEvent.setup();
    await openSettings();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'KRW');
    await waitFor(() => expect(api.calls('PATCH /api/me/preferences')).toHaveLength(1));
    expect(await screen.findByText('Saved')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('switch', { name: 'Data retention' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await waitFor(() => expect(api.calls('PATCH /api/me/preferences')).toHaveLength(6));
    expect(api.calls('PATCH /api/me/preferences').map((call) => call.body)).toEqual([
      { currency: 'KRW' },
      { notifications: false },
      { darkMode: true },
      { analyticsConsent: false },
      { dataRetentionConsent: false },
      { marketingConsent: true },
    ]);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('switches the UI language with the language preference', async () => {
    const api = signedIn({ 'PATCH /api/me/preferences': patchOk });
    const user = userEvent.setup();
    await openSettings();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ko');
    await waitFor(() => expect(api.calls('PATCH /api/me/preferences')[0]?.body).toEqual({ language: 'ko' }));
    expect(await screen.findByRole('heading', { level: 1, name: '설정' })).toBeVisible();
    expect(i18n.language).toBe('ko');
  });

  it('saves a chosen time zone on its own', async () => {
    const api = signedIn({ 'PATCH /api/me/preferences': patchOk });
    const user = userEvent.setup();
    await openSettings();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Seoul');
    await waitFor(() =>
      expect(api.calls('PATCH /api/me/preferences')[0]?.body).toEqual({ timezone: 'Asia/Seoul' }),
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Seoul');
  });

  it('puts the old value back and shows an error toast when a save fails', async () => {
    signedIn({ 'PATCH /api/me/preferences': apiError(500, 'internal_error', 'Something went wrong') });
    const user = userEvent.setup();
    await openSettings();
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(marketing).toHaveAttribute('aria-checked', 'false');

    await user.click(marketing);

    expect(await screen.findByText("Couldn't save your change. Please try again.")).toBeVisible();
    await waitFor(() => expect(marketing).toHaveAttribute('aria-checked', 'false'));

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false'),
    );
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('offers a reload button when the preferences fail to load', async () => {
    let fail = true;
    const api = signedIn({
      'GET /api/me/preferences': () =>
        fail ? apiError(503, 'service_unavailable', 'Down') : { status: 200, body: PREFERENCES },
    });
    const user = userEvent.setup();
    renderRoute('/settings');

    const reload = await screen.findByRole('button', { name: 'Reload' }, { timeout: 8000 });
    expect(screen.getByText("We couldn't load your preferences.")).toBeVisible();
    fail = false;
    await user.click(reload);

    expect(await screen.findByRole('switch', { name: 'Notifications' })).toBeVisible();
    expect(api.calls('GET /api/me/preferences').length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('deletes the account only after the second confirmation, then signs out and goes home', async () => {
    const api = signedIn({ 'DELETE /api/me': { status: 202, body: { status: 'deleted' } } });
    const user = userEvent.setup();
    const { router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const first = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(first).getByText(/removed within 30 days/)).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    expect(api.calls('DELETE /api/me')).toHaveLength(0);

    const second = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const last = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(last).getByLabelText('Your password'), 'tea in the afternoon');
    await user.click(within(last).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('DELETE /api/me')).toHaveLength(1);
    expect(api.calls('DELETE /api/me')[0].body).toEqual({ currentPassword: 'tea in the afternoon' });
    expect(await screen.findByText('Your account has been deleted.')).toBeVisible();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('keeps the account when the password is wrong, and says so beside the field', async () => {
    const api = signedIn({
      'DELETE /api/me': apiError(400, 'invalid_credentials', 'Your current password is incorrect.'),
    });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const last = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(last).getByLabelText('Your password'), 'not it');
    await user.click(within(last).getByRole('button', { name: 'Delete my account' }));

    expect(await within(last).findByText(i18n.t('settings.profile.wrongPassword'))).toBeVisible();
    expect(within(last).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('DELETE /api/me')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_HINT_KEY)).not.toBeNull();
  });

  it('gives focus back to Delete account when either confirmation step is cancelled', async () => {
    signedIn();
    const user = userEvent.setup();
    await openSettings();
    const deleteButton = screen.getByRole('button', { name: 'Delete account' });

    await user.click(deleteButton);
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    // The last step asks for the password first: focus starts in its field.
    await waitFor(() => expect(within(second).getByLabelText('Your password')).toHaveFocus());
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(deleteButton).toHaveFocus());
  });

  it('downloads the export as a JSON file', async () => {
    const exported = {
      exportedAt: '2026-11-21T00:00:00.000Z',
      user: { id: 'user-1' },
      auth: {},
      billing: {},
    };
    const api = signedIn({ 'GET /api/me/export': { status: 200, body: exported } });
    const createObjectURL = vi.fn((blob: Blob) => (blob ? 'blob:maeum-export' : ''));
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, original));
    const user = userEvent.setup();
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clickSpy).toHaveBeenCalledTimes(1));
    expect(api.calls('GET /api/me/export')).toHaveLength(1);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toEqual(exported);
    const anchor = clickSpy.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^maeum-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(anchor.href).toBe('blob:maeum-export');
    expect(await screen.findByText('Your data has been downloaded.')).toBeVisible();
  });

  it('resets the chat history after a confirmation', async () => {
    const api = signedIn({ 'POST /api/me/chat-history/reset': { status: 204 } });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Reset chat history' }));
    expect(api.calls('POST /api/me/chat-history/reset')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete history' }));
    expect(await screen.findByText('Your chat history has been deleted.')).toBeVisible();
    expect(api.calls('POST /api/me/chat-history/reset')).toHaveLength(1);
  });
});
