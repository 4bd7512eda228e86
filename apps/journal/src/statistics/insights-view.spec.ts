import { dayTone, insightsView, type InsightsRows } from './insights-view';
import { moodScore } from './profile-stats.usecase';

const none: InsightsRows = { sessions: [], entries: [], habits: [], boosters: [], emotions: [], themes: [] };
const habitDay = (day: string, activity: boolean) => ({
  day,
  meals: false,
  water: false,
  activity,
  mindfulness: false,
  social: false,
  sleep: null,
});

describe('the mood score', () => {
  it('is the average of the ratings × 10, and null (never a guess) with none', () => {
    expect(moodScore([])).toBeNull();
    expect(moodScore([8])).toBe(80);
    expect(moodScore([10, 10, 6, 4, 2])).toBe(64);
    expect(moodScore([7, 8])).toBe(75);
  });
});

describe('the insights', () => {
  it('calls a day better or harder from its rating first, else its journal mood', () => {
    const day = { date: '2026-11-26', ratings: 1, entries: 1, journalMood: 'sad' as const };
    expect(dayTone({ ...day, rating: 7 })).toBe('better');
    expect(dayTone({ ...day, rating: 4 })).toBe('harder');
    expect(dayTone({ ...day, rating: 5.5 })).toBe('neither');
    expect(dayTone({ ...day, rating: null, ratings: 0 })).toBe('harder');
    expect(dayTone({ ...day, rating: null, ratings: 0, journalMood: 'calm' })).toBe('better');
    expect(dayTone({ ...day, rating: null, ratings: 0, entries: 0, journalMood: null })).toBeUndefined();
  });

  it('counts the days on both sides of a habit, and says nothing with fewer than 2 on a side', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    const rows: InsightsRows = {
      ...none,
      sessions: days.map((day, i) => ({
        day,
        sessions: 1,
        seconds: 600,
        rating_sum: i < 3 ? 8 : 3,
        ratings: 1,
      })),
      habits: days.map((day, i) => habitDay(day, i < 3)),
    };
    const view = insightsView(rows, 'full', null, '2026-11-26');
    expect(view.habits).toEqual([
      { habit: 'activity', withDays: 3, withBetter: 3, withoutDays: 2, withoutBetter: 0 },
    ]);
    expect(view).toMatchObject({ betterDays: 3, harderDays: 2, empty: false });
    expect(view.sessions).toEqual({ count: 5, minutes: 50, averageRating: 6, ratings: 5 });
    // Friday 2026-11-20 … Tuesday 2026-11-24: two weeks (Mondays 16 and 23).
    expect(view.moodWeeks.map((w) => [w.weekStart, w.ratings, w.betterDays])).toEqual([
      ['2026-11-16', 3, 3],
      ['2026-11-23', 2, 0],
    ]);
    expect(view.week[4]).toMatchObject({ weekday: 5, sessions: 1, averageRating: 8 });

    const oneSide = insightsView({ ...rows, habits: rows.habits.slice(0, 4) }, 'full', null, '2026-11-26');
    expect(oneSide.habits).toEqual([]);
  });

  it('is empty with nothing recorded, and keeps the day by day to the latest 60 days', () => {
    expect(insightsView(none, 'limited', '2026-11-20', '2026-11-26').empty).toBe(true);
    const old = insightsView(
      { ...none, sessions: [{ day: '2026-01-05', sessions: 1, seconds: 60, rating_sum: 5, ratings: 1 }] },
      'full',
      null,
      '2026-11-26',
    );
    expect(old.moodDays).toEqual([]);
    expect(old.moodWeeks).toHaveLength(1);
  });
});
