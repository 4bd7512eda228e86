import {
  HABIT_ITEMS_PER_DAY,
  HABIT_STATS_DAYS,
  HABIT_STREAK_THRESHOLD,
  HABIT_WATER_GOAL,
  type HabitDayView,
  type HabitFlag,
  type HabitsView,
} from '@maeum/api-types';
import { addDays } from '../entries/writer-clock';

/** 1 = Monday … 7 = Sunday for a calendar date (YYYY-MM-DD). */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * Spec 001 §4: consecutive days back from today with at least 3 of 7 items; it stops at the first
 * day missing or below 3 (so it is 0 until today is checked in).
 */
export function habitStreak(byDate: ReadonlyMap<string, HabitDayView>, today: string): number {
  let streak = 0;
  for (let day = today; (byDate.get(day)?.done ?? 0) >= HABIT_STREAK_THRESHOLD; day = addDays(day, -1))
    streak += 1;
  return streak;
}

/**
 * Spec 001 §9, over the logged days among the latest 7: green for meals (all three) on 5+ days,
 * water (6+ glasses) 5+, activity 4+, mindfulness 4+, social 3+, good sleep when poor/fair nights are
 * 1 or fewer; red for meals 2 or fewer, water 2 or fewer, activity 1 or fewer, mindfulness 0,
 * social 0, poor/fair sleep on 4+ days. No day logged: no flags (a new person is not "red" on
 * everything). Good sleep also needs at least one night rated.
 */
export function habitFlags(latest: readonly HabitDayView[]): HabitsView['flags'] {
  const green: HabitFlag[] = [];
  const red: HabitFlag[] = [];
  if (latest.length === 0) return { green, red };
  const count = (test: (day: HabitDayView) => boolean) => latest.filter(test).length;
  const meals = count((d) => d.breakfast && d.lunch && d.dinner);
  const water = count((d) => d.waterGlasses >= HABIT_WATER_GOAL);
  const activity = count((d) => d.physicalActivity);
  const mindfulness = count((d) => d.mindfulness);
  const social = count((d) => d.socialConnection);
  const rated = count((d) => d.sleepQuality !== null);
  const poorSleep = count((d) => d.sleepQuality === 'poor' || d.sleepQuality === 'fair');
  const rules: [HabitFlag, boolean, boolean][] = [
    ['meals', meals >= 5, meals <= 2],
    ['water', water >= 5, water <= 2],
    ['activity', activity >= 4, activity <= 1],
    ['mindfulness', mindfulness >= 4, mindfulness === 0],
    ['social', social >= 3, social === 0],
    ['sleep', rated > 0 && poorSleep <= 1, poorSleep >= 4],
  ];
  for (const [flag, isGreen, isRed] of rules) {
    if (isGreen) green.push(flag);
    else if (isRed) red.push(flag);
  }
  return { green, red };
}

/** Streak, today, the latest 7 days and their flags, from the logged days (any order). */
export function habitSummary(
  days: readonly HabitDayView[],
  today: string,
): Omit<HabitsView, 'today' | 'timezone' | 'days'> {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const week = Array.from({ length: HABIT_STATS_DAYS }, (_, index) => {
    const date = addDays(today, index - (HABIT_STATS_DAYS - 1));
    return { date, weekday: weekdayOf(date), done: byDate.get(date)?.done ?? 0 };
  });
  const latest = week.flatMap(({ date }) => byDate.get(date) ?? []);
  const doneThisWeek = week.reduce((sum, day) => sum + day.done, 0);
  return {
    streak: habitStreak(byDate, today),
    todayDone: byDate.get(today)?.done ?? 0,
    weeklyCompletion: Math.round((doneThisWeek / (HABIT_STATS_DAYS * HABIT_ITEMS_PER_DAY)) * 100),
    week,
    flags: habitFlags(latest),
  };
}
