// Daily habits (spec 001 §3 daily_habits, §4 habit streak, §5 water goal, §9 Habits and statistics).

/** How the night went; "poor" and "fair" count against good sleep (§9). */
export const HABIT_SLEEP_QUALITIES = ['poor', 'fair', 'good', 'great'] as const;
export type HabitSleepQuality = (typeof HABIT_SLEEP_QUALITIES)[number];

/** 3 meals, water, activity, mindfulness, social connection (sleep is tracked, not an item). */
export const HABIT_ITEMS_PER_DAY = 7;
/** Water counts as done at 6 or more glasses (§5). */
export const HABIT_WATER_GOAL = 6;
/** A glass count beyond this is a typo, not a day. */
export const HABIT_WATER_MAX = 30;
/** A streak day has at least 3 of the 7 items (§4, §9). */
export const HABIT_STREAK_THRESHOLD = 3;
/** Today and the 30 days before it can be read and edited (§9 history window). */
export const HABIT_HISTORY_DAYS = 30;
/** Statistics use the latest 7 days (§9). */
export const HABIT_STATS_DAYS = 7;

/** PUT /api/habits/:date: the fields to set (the others keep their value); at least one. */
export interface HabitDayInput {
  breakfast?: boolean;
  lunch?: boolean;
  dinner?: boolean;
  waterGlasses?: number;
  physicalActivity?: boolean;
  mindfulness?: boolean;
  socialConnection?: boolean;
  /** null clears it. */
  sleepQuality?: HabitSleepQuality | null;
}

/** One day as stored, with how many of the 7 items it has. */
export interface HabitDayView {
  /** YYYY-MM-DD in the person's time zone. */
  date: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
  waterGlasses: number;
  physicalActivity: boolean;
  mindfulness: boolean;
  socialConnection: boolean;
  sleepQuality: HabitSleepQuality | null;
  /** 0–7. */
  done: number;
}

/** A flag of §9, over the latest 7 days. */
export const HABIT_FLAGS = ['meals', 'water', 'activity', 'mindfulness', 'social', 'sleep'] as const;
export type HabitFlag = (typeof HABIT_FLAGS)[number];

/** GET /api/habits?days=30. */
export interface HabitsView {
  /** Today in the person's time zone (YYYY-MM-DD). */
  today: string;
  timezone: string;
  /** The logged days from `days` days ago to today, newest first. */
  days: HabitDayView[];
  /** Consecutive days back from today with at least 3 of 7; 0 when today is not there yet (§4). */
  streak: number;
  /** Items done today, 0–7. */
  todayDone: number;
  /** Items done over the latest 7 days out of 49, as a whole percent. */
  weeklyCompletion: number;
  /** The latest 7 days, oldest first: 1 = Monday … 7 = Sunday. */
  week: { date: string; weekday: number; done: number }[];
  /** Empty while none of the latest 7 days is logged (no flags from no data). */
  flags: { green: HabitFlag[]; red: HabitFlag[] };
}

/** The items of a day that are done (the water goal at 6+ glasses). */
export function habitItemsDone(day: Omit<HabitDayView, 'date' | 'done' | 'sleepQuality'>): number {
  return (
    [
      day.breakfast,
      day.lunch,
      day.dinner,
      day.physicalActivity,
      day.mindfulness,
      day.socialConnection,
    ].filter(Boolean).length + (day.waterGlasses >= HABIT_WATER_GOAL ? 1 : 0)
  );
}
