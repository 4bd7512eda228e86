import {
  habitItemsDone,
  HABIT_HISTORY_DAYS,
  type HabitDayInput,
  type HabitDayView,
  type HabitsView,
} from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import './translations';

export const habitKeys = { all: ['habits'] as const };

export const habitsApi = {
  list: () => api.habits.list({ days: HABIT_HISTORY_DAYS }),
  save: (date: string, input: HabitDayInput) => api.habits.save({ ...input, date }),
};

export function useHabits() {
  return useQuery({ queryKey: habitKeys.all, queryFn: habitsApi.list });
}

/** An empty day, as the server creates one. */
export function blankDay(date: string): HabitDayView {
  return {
    date,
    breakfast: false,
    lunch: false,
    dinner: false,
    waterGlasses: 0,
    physicalActivity: false,
    mindfulness: false,
    socialConnection: false,
    sleepQuality: null,
    done: 0,
  };
}

/** The view with one day changed as the person sees it at once (the statistics follow the server's answer). */
export function withDay(view: HabitsView, date: string, input: HabitDayInput): HabitsView {
  const current = view.days.find((day) => day.date === date) ?? blankDay(date);
  const merged = { ...current, ...input };
  const next = { ...merged, done: habitItemsDone(merged) };
  const days = [...view.days.filter((day) => day.date !== date), next].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  return {
    ...view,
    days,
    todayDone: date === view.today ? next.done : view.todayDone,
    week: view.week.map((day) => (day.date === date ? { ...day, done: next.done } : day)),
  };
}

/** Saves one day's taps; the card shows them at once and takes them back if the save fails. */
export function useSaveHabitDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: HabitDayInput }) => habitsApi.save(date, input),
    onMutate: async ({ date, input }) => {
      await queryClient.cancelQueries({ queryKey: habitKeys.all });
      const before = queryClient.getQueryData<HabitsView>(habitKeys.all);
      if (before) queryClient.setQueryData(habitKeys.all, withDay(before, date, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(habitKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: habitKeys.all }),
  });
}
