import type { HabitDayInput, HabitDayView, HabitsView } from '../habits';
import { route } from './route';

/** Daily habits (owned by the journal service). */
export const habitsRoutes = {
  list: route<{ days?: number }, HabitsView>()('GET', '/habits'),
  save: route<HabitDayInput & { date: string }, HabitDayView>()('PUT', '/habits/:date'),
};
