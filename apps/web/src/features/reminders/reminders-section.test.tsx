import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { signedIn } from '../settings/test-helpers';

const settings = (over: Record<string, unknown> = {}) => ({
  enabled: false,
  time: '20:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  timezone: 'Asia/Seoul',
  pushPublicKey: null,
  pushDevices: 0,
  ...over,
});

describe('self-care reminders in Settings', () => {
  it('is off by default, saves the time and days, and turns on and off', async () => {
    const api = signedIn({
      'reminders.get': { status: 200, body: settings() },
      'reminders.put': (request) => ({
        status: 200,
        body: settings(request.body as Record<string, unknown>),
      }),
    });
    renderRoute('/settings');
    const section = (await screen.findByRole('heading', { name: 'Self-care reminders' })).closest(
      'div',
    )!.parentElement!;
    const toggle = await within(section).findByRole('switch', { name: 'Send me a gentle check-in' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(section).getByText('In your time zone (Asia/Seoul)')).toBeVisible();
    const user = userEvent.setup();
    const time = within(section).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(within(section).getByRole('button', { name: 'Sunday' }));
    expect(within(section).getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(section).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(api.calls('reminders.put')[0]?.body).toEqual({
        enabled: false,
        time: '07:30',
        weekdays: [1, 2, 3, 4, 5, 6],
      }),
    );
    await user.click(toggle);
    await waitFor(() => expect(api.calls('reminders.put')[1]?.body).toMatchObject({ enabled: true }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});

describe('the stop link', () => {
  it('stops reminders without sign-in, and says when the link is not valid', async () => {
    const api = mockApi({
      'POST /api/auth/refresh': apiError(401, 'session_not_found', 'Session not found'),
      'reminderStop.stop': (request) =>
        (request.body as { token: string }).token === 'good'
          ? { status: 200, body: { stopped: true } }
          : apiError(400, 'invalid_token', 'This link is not valid.'),
    });
    renderRoute('/reminders/stop?token=good');
    expect(await screen.findByRole('heading', { name: 'Reminders stopped' })).toHaveFocus();
    expect(api.calls('reminderStop.stop')).toHaveLength(1);
  });

  it('says a forged link does not work', async () => {
    mockApi({
      'POST /api/auth/refresh': apiError(401, 'session_not_found', 'Session not found'),
      'reminderStop.stop': apiError(400, 'invalid_token', 'This link is not valid.'),
    });
    renderRoute('/reminders/stop?token=bad');
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  });
});
