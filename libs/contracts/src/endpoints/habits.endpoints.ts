import { HABIT_HISTORY_DAYS, habitsRoutes } from '@maeum/api-types';
import { HabitDateDto, HabitDayDto, HabitsQueryDto } from '../rpc/habits.dto';
import { bindEndpoints } from './endpoint';

/** Habit saves one person may make a minute: a check-in is a few taps, never a stream. */
export const HABIT_SAVES_PER_MINUTE = 120;

export const habitsEndpoints = bindEndpoints(habitsRoutes, {
  list: {
    rpc: 'journal.habits.list',
    query: HabitsQueryDto,
    cache: 'no-store',
    summary: "The caller's daily habits over a range of days",
    answer: `The logged days from \`days\` (1–${HABIT_HISTORY_DAYS}, default ${HABIT_HISTORY_DAYS}) days ago to today, newest first, and the statistics of the latest 7`,
  },
  save: {
    rpc: 'journal.habits.put',
    params: HabitDateDto,
    body: HabitDayDto,
    idempotent: 'journal',
    rateLimit: {
      name: 'habit-saves',
      perMinute: HABIT_SAVES_PER_MINUTE,
      message: 'Too many habit check-ins. Please slow down.',
    },
    summary: "Save one day's habits",
    answer:
      'The day saved (fields not sent keep their value); today or the past 30 days in the caller’s time zone',
  },
});
