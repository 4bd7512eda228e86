import type { InsightsView, ProfileStatsView } from '@maeum/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../test/signed-in';
import type { MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const SESSION = '11111111-2222-4333-8444-555555555555';

function stats(overview: Partial<ProfileStatsView['overview']> = {}): ProfileStatsView {
  return {
    overview: { totalSessions: 0, moodScore: null, moodRatings: 0, habitStreak: 0, ...overview },
    usage: {
      planId: 'free',
      planName: 'Free',
      sessionsUsed: 1,
      monthlySessions: 3,
      nextResetDate: '2026-12-01',
      textSessions: 1,
      voiceSessions: 0,
      averageMinutes: 4.5,
      totalMessages: 9,
    },
    habits: { weeklyCompletion: 0, streak: 0, today: 0, byWeekday: [] },
    activity: [],
  };
}

function insights(extra: Partial<InsightsView> = {}): InsightsView {
  return {
    scope: 'limited',
    from: '2026-11-20',
    today: '2026-11-26',
    empty: false,
    sessions: { count: 2, minutes: 20, averageRating: 6.5, ratings: 2 },
    moodDays: [
      { date: '2026-11-25', rating: 8, ratings: 1, journalMood: 'calm', entries: 1 },
      { date: '2026-11-26', rating: 5, ratings: 1, journalMood: null, entries: 0 },
    ],
    moodWeeks: [
      { weekStart: '2026-11-23', rating: 6.5, ratings: 2, entries: 1, betterDays: 1, harderDays: 0 },
    ],
    emotions: [{ name: 'calm', count: 1 }],
    week: Array.from({ length: 7 }, (_, i) => ({
      weekday: i + 1,
      sessions: i === 2 ? 2 : 0,
      entries: 0,
      averageRating: null,
    })),
    habits: [{ habit: 'activity', withDays: 3, withBetter: 2, withoutDays: 2, withoutBetter: 0 }],
    betterDays: 1,
    harderDays: 0,
    themes: [],
    boosters: [],
    ...extra,
  };
}

describe('the profile, insights and the after-session rating', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows "—" with a hint when nothing was rated, and the score once there are ratings', async () => {
    let current = stats();
    mockSignedIn(meBody(), {
      'statistics.stats': () => ({ status: 200, body: current }),
      'GET /api/habits': () => ({ status: 500, body: {} }),
    });
    renderRoute('/profile');
    const overview = await screen.findByTestId('profile-overview');
    expect(within(overview).getByText('—')).toBeVisible();
    expect(
      within(overview).getByText('Rate how you feel after a session to see your mood score.'),
    ).toBeVisible();
    // The header card's Edit Profile opens the settings' dialog (the name; the e-mail by its link).
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    current = stats({ totalSessions: 3, moodScore: 70, moodRatings: 3 });
    await userEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(await screen.findByText('1 of 3')).toBeVisible();
    expect(screen.getByText('4.5 min')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('No recent activity yet.')).toBeVisible();
  });

  it('asks how the person feels after a session and sends 1–10', async () => {
    const sent: unknown[] = [];
    mockSignedIn(meBody(), {
      [`POST /api/sessions/${SESSION}/rating`]: (request: MockRequest) => {
        sent.push(request.body);
        return { status: 200, body: { sessionId: SESSION, rating: 7, ratedAt: '2026-11-26T10:00:00Z' } };
      },
    });
    renderRoute(`/therapy?rate=${SESSION}`);
    const group = await screen.findByRole('radiogroup', { name: 'How do you feel now?' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: '7 of 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thanks, noted.')).toBeVisible();
    expect(sent).toEqual([{ rating: 7 }]);
  });

  it('marks Limited Insights, words habits as days together with their counts, and in Korean too', async () => {
    mockSignedIn(meBody({ language: 'ko' }), {
      'statistics.insights': () => ({ status: 200, body: insights() }),
    });
    await i18n.changeLanguage('ko');
    renderRoute('/insights');
    expect(await screen.findByText('제한된 인사이트')).toBeVisible();
    expect(
      screen.getByText('몸을 움직인 한 3일 중 2일이 좋은 날이었고, 하지 않은 2일 중에는 0일이었어요.'),
    ).toBeVisible();
    // The chart's numbers are in a table too.
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(2));
  });

  it('says how to fill an empty page', async () => {
    mockSignedIn(meBody(), {
      'statistics.insights': () => ({
        status: 200,
        body: insights({ empty: true, scope: 'full', from: null }),
      }),
    });
    renderRoute('/insights');
    expect(await screen.findByText('Nothing to show yet')).toBeVisible();
    expect(screen.queryByText('Limited Insights')).toBeNull();
  });
});
