import { habitItemsDone, type HabitDayView, type HabitsView } from '@maeum/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../test/signed-in';
import { apiError, type EndpointMockReply, type MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { blankDay } from './api';

const TODAY = '2026-11-26';

function view(days: Partial<HabitDayView>[] = [], extra: Partial<HabitsView> = {}): HabitsView {
  const full = days.map((day) => {
    const merged = { ...blankDay(TODAY), ...day };
    return { ...merged, done: habitItemsDone(merged) };
  });
  return {
    today: TODAY,
    timezone: 'Asia/Seoul',
    days: full,
    streak: 0,
    todayDone: full.find((d) => d.date === TODAY)?.done ?? 0,
    weeklyCompletion: 0,
    week: Array.from({ length: 7 }, (_, i) => ({
      date: `2026-11-${20 + i}`,
      weekday: ((4 + i) % 7) + 1,
      done: full.find((d) => d.date === `2026-11-${20 + i}`)?.done ?? 0,
    })),
    flags: { green: [], red: [] },
    ...extra,
  };
}

/** A signed-in user whose habits live in memory, as the server would keep them. */
function withHabits(
  initial: HabitsView,
  put?: (request: MockRequest) => EndpointMockReply<'habits.save'>,
  language = 'en',
) {
  let current = initial;
  return mockSignedIn(meBody({ language }), {
    'habits.list': () => ({ status: 200, body: current }),
    'habits.save': (request) => {
      if (put) return put(request);
      const before = current.days.find((d) => d.date === TODAY) ?? blankDay(TODAY);
      const merged = { ...before, ...(request.body as object) };
      const day = { ...merged, done: habitItemsDone(merged) };
      current = {
        ...current,
        days: [day, ...current.days.filter((d) => d.date !== TODAY)],
        todayDone: day.done,
      };
      return { status: 200, body: day };
    },
  });
}

describe("the dashboard's habits card", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('checks in with a tap a habit, counts water to its goal, and shows n of 7 and the streak', async () => {
    const user = userEvent.setup();
    const api = withHabits(view([{ breakfast: true, lunch: true, waterGlasses: 5 }], { streak: 2 }));
    renderRoute('/dashboard');

    const card = await screen.findByRole('region', { name: "Today's habits" });
    expect(await within(card).findByText('2 of 7 today')).toBeVisible();
    expect(within(card).getByText('2-day streak')).toBeVisible();
    const dinner = within(card).getByRole('button', { name: /Dinner/ });
    expect(dinner).toHaveAttribute('aria-pressed', 'false');

    await user.click(dinner);
    expect(dinner).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(card).getByText('3 of 7 today')).toBeVisible());
    expect(api.calls('habits.save').at(-1)!.body).toEqual({ dinner: true });

    expect(within(card).getByText('5 of 6 glasses')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Add a glass of water' }));
    expect(await within(card).findByText('6 of 6 glasses')).toBeVisible();
    expect(within(card).getByText(/Water goal reached/)).toBeInTheDocument();
    expect(api.calls('habits.save').at(-1)!.body).toEqual({ waterGlasses: 6 });
    await waitFor(() => expect(within(card).getByText('4 of 7 today')).toBeVisible());

    // The keyboard alone: the sleep radios are real radios.
    within(card).getByRole('radio', { name: 'Good' }).focus();
    await user.keyboard(' ');
    expect(api.calls('habits.save').at(-1)!.body).toEqual({ sleepQuality: 'good' });
    expect(within(card).getByRole('link', { name: 'See your week' })).toHaveAttribute(
      'href',
      '/profile?tab=habits',
    );
  });

  it('takes a tap back when it could not be saved', async () => {
    const user = userEvent.setup();
    withHabits(view(), () => apiError(503, 'service_unavailable', 'Down'));
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's habits" });
    const lunch = await within(card).findByRole('button', { name: /Lunch/ });
    await user.click(lunch);
    await waitFor(() => expect(lunch).toHaveAttribute('aria-pressed', 'false'));
    expect(within(card).getByText('Check in 3 of 7 to start a streak')).toBeVisible();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    withHabits(view([{ breakfast: true }], { streak: 1 }), undefined, 'ko');
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: '오늘의 습관' });
    expect(await within(card).findByText('오늘 7개 중 1개')).toBeVisible();
    expect(within(card).getByText('1일 연속')).toBeVisible();
    expect(within(card).getByRole('button', { name: '물 한 잔 추가' })).toBeVisible();
  });
});

describe('the profile’s habits', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the weekly completion, the streak, today n/7, the week by day and the flags', async () => {
    withHabits(
      view([{ breakfast: true, lunch: true, dinner: true }], {
        streak: 3,
        weeklyCompletion: 27,
        flags: { green: ['meals'], red: ['water', 'social'] },
      }),
    );
    renderRoute('/profile?tab=habits');
    expect(await screen.findByText('Mina Kim')).toBeVisible();
    expect(screen.getByText('mina@example.com')).toBeVisible();
    expect(screen.getByText('Joined November 2026')).toBeVisible();
    expect(await screen.findByText('27%')).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
    expect(screen.getByText('3/7')).toBeVisible();
    expect(screen.getByTestId('habit-flags-green')).toHaveTextContent('All three meals on 5 or more days');
    expect(screen.getByTestId('habit-flags-red')).toHaveTextContent('6+ glasses of water on 2 days or fewer');
    expect(screen.getByTestId('habit-flags-red')).toHaveTextContent('No social connection this week');
    expect(await screen.findByText('Thu: 3 of 7', { exact: false })).toBeInTheDocument();
  });

  it('judges nothing before a day is logged', async () => {
    withHabits(view());
    renderRoute('/profile?tab=habits');
    expect(await screen.findByText('Check in for a few days to see how your week looks.')).toBeVisible();
    expect(screen.getByText('0%')).toBeVisible();
  });
});
