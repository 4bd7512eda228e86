import { habitItemsDone, type HabitDayView, type HabitSleepQuality } from '@maeum/api-types';
import { habitFlags, habitStreak, habitSummary, weekdayOf } from './habit-stats';

const TODAY = '2026-11-26'; // a Thursday

function day(date: string, items: Partial<Omit<HabitDayView, 'date' | 'done'>> = {}): HabitDayView {
  const fields = {
    breakfast: false,
    lunch: false,
    dinner: false,
    waterGlasses: 0,
    physicalActivity: false,
    mindfulness: false,
    socialConnection: false,
    sleepQuality: null as HabitSleepQuality | null,
    ...items,
  };
  return { date, ...fields, done: habitItemsDone(fields) };
}
const meals = { breakfast: true, lunch: true, dinner: true };
const byDate = (days: HabitDayView[]) => new Map(days.map((d) => [d.date, d]));

describe('habit items (spec 001 §5, §9)', () => {
  it('counts seven items, water only at 6 or more glasses', () => {
    expect(habitItemsDone(day(TODAY, { ...meals, waterGlasses: 5 }))).toBe(3);
    expect(habitItemsDone(day(TODAY, { ...meals, waterGlasses: 6 }))).toBe(4);
    expect(
      habitItemsDone(
        day(TODAY, {
          ...meals,
          waterGlasses: 12,
          physicalActivity: true,
          mindfulness: true,
          socialConnection: true,
          sleepQuality: 'great',
        }),
      ),
    ).toBe(7);
  });
});

describe('habit streak (spec 001 §4)', () => {
  it('counts consecutive days back from today with at least 3 of 7', () => {
    const days = [day(TODAY, meals), day('2026-11-25', meals), day('2026-11-24', meals)];
    expect(habitStreak(byDate(days), TODAY)).toBe(3);
  });

  it('stops at the first day missing', () => {
    const days = [day(TODAY, meals), day('2026-11-25', meals), day('2026-11-23', meals)];
    expect(habitStreak(byDate(days), TODAY)).toBe(2);
  });

  it('stops at the first day below 3, and is 0 until today has 3', () => {
    const days = [
      day(TODAY, meals),
      day('2026-11-25', { breakfast: true, lunch: true, waterGlasses: 5 }),
      day('2026-11-24', meals),
    ];
    expect(habitStreak(byDate(days), TODAY)).toBe(1);
    expect(habitStreak(byDate(days.slice(1)), TODAY)).toBe(0);
    expect(habitStreak(new Map(), TODAY)).toBe(0);
  });

  it('crosses month and year ends', () => {
    const days = [day('2027-01-01', meals), day('2026-12-31', meals), day('2026-12-30', meals)];
    expect(habitStreak(byDate(days), '2027-01-01')).toBe(3);
  });
});

describe('habit flags over the latest 7 days (spec 001 §9)', () => {
  const week = (count: number, items: Parameters<typeof day>[1]) =>
    Array.from({ length: count }, (_, i) => day(`2026-11-${26 - i}`, items));

  it('gives no flags without a logged day', () => {
    expect(habitFlags([])).toEqual({ green: [], red: [] });
  });

  it('greens at the thresholds: meals 5, water 5, activity 4, mindfulness 4, social 3, sleep ≤1 poor/fair', () => {
    const days = [
      ...week(3, {
        ...meals,
        waterGlasses: 6,
        physicalActivity: true,
        mindfulness: true,
        socialConnection: true,
        sleepQuality: 'good',
      }),
      day('2026-11-23', {
        ...meals,
        waterGlasses: 6,
        physicalActivity: true,
        mindfulness: true,
        sleepQuality: 'fair',
      }),
      day('2026-11-22', { ...meals, waterGlasses: 6 }),
    ];
    expect(habitFlags(days)).toEqual({
      green: ['meals', 'water', 'activity', 'mindfulness', 'social', 'sleep'],
      red: [],
    });
  });

  it('neither green nor red just inside the thresholds', () => {
    const full = { ...meals, waterGlasses: 6, physicalActivity: true, mindfulness: true };
    // meals 3, water 3, activity 3, mindfulness 3, social 2, poor/fair nights 3
    const days = [
      day(TODAY, { ...full, socialConnection: true, sleepQuality: 'fair' }),
      day('2026-11-25', { ...full, sleepQuality: 'poor' }),
      day('2026-11-24', { ...full, sleepQuality: 'good' }),
      day('2026-11-23', { sleepQuality: 'fair' }),
      day('2026-11-22', { socialConnection: true }),
    ];
    expect(habitFlags(days)).toEqual({ green: [], red: [] });
  });

  it('reds at the thresholds: meals ≤2, water ≤2, activity ≤1, mindfulness 0, social 0, poor/fair sleep 4+', () => {
    const days = [
      day(TODAY, { ...meals, waterGlasses: 6, physicalActivity: true, sleepQuality: 'poor' }),
      day('2026-11-25', { ...meals, waterGlasses: 6, sleepQuality: 'fair' }),
      day('2026-11-24', { sleepQuality: 'poor' }),
      day('2026-11-23', { sleepQuality: 'fair' }),
    ];
    expect(habitFlags(days)).toEqual({
      green: [],
      red: ['meals', 'water', 'activity', 'mindfulness', 'social', 'sleep'],
    });
  });

  it('does not call sleep good when no night was rated', () => {
    expect(habitFlags([day(TODAY, meals)]).green).not.toContain('sleep');
  });
});

describe('habit summary', () => {
  it('reads the latest 7 days (older ones only feed the streak) and their weekdays', () => {
    const days = [
      day(TODAY, { ...meals, waterGlasses: 7 }),
      day('2026-11-25', meals),
      day('2026-11-19', meals),
    ];
    const summary = habitSummary(days, TODAY);
    expect(summary.todayDone).toBe(4);
    expect(summary.streak).toBe(2);
    expect(summary.weeklyCompletion).toBe(Math.round((7 / 49) * 100));
    expect(summary.week.map((d) => d.date)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(summary.week.map((d) => d.weekday)).toEqual([5, 6, 7, 1, 2, 3, 4]);
    expect(summary.week.map((d) => d.done)).toEqual([0, 0, 0, 0, 0, 3, 4]);
    expect(weekdayOf(TODAY)).toBe(4);
    // meals 2 of the 2 logged days in the week: red; the 19th is outside the week
    expect(summary.flags.red).toContain('meals');
  });
});
