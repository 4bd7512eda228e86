import {
  MENTOR_HABIT_GOALS,
  type MentorGoal,
  type MentorHabit,
  type MentorReviewView,
} from '@maeum/contracts';
import type { EntryDayRow, HabitDayRow, SessionDayRow } from '../statistics/insights.repository';

export interface WeekRecords {
  sessions: SessionDayRow[];
  entries: EntryDayRow[];
  habits: HabitDayRow[];
  emotions: { name: string; count: number }[];
}

const HABITS = Object.keys(MENTOR_HABIT_GOALS) as MentorHabit[];
/** Suggested when no habit was logged: the first steps of the review. */
const STARTER_GOALS: MentorGoal[] = ['journal', 'water', 'move'];
const SUGGESTIONS = 3;

const habitDone = (row: HabitDayRow, habit: MentorHabit): boolean =>
  habit === 'sleep' ? row.sleep === 'good' || row.sleep === 'great' : row[habit] === true;

/** On how many days of the week a goal was practised, from what the person logged. */
export function goalDays(goal: MentorGoal, week: WeekRecords): number {
  if (goal === 'journal') return week.entries.filter((d) => d.entries > 0).length;
  if (goal === 'talk') return week.sessions.filter((d) => d.sessions > 0).length;
  const habit = HABITS.find((h) => MENTOR_HABIT_GOALS[h] === goal)!;
  return week.habits.filter((row) => habitDone(row, habit)).length;
}

/**
 * The weekly guided review (DECISIONS.md "Mentor support"): the week's sessions and ratings, journal
 * moods and emotions, and habits, the weakest first; goals suggested from the weakest habits (a
 * fixed order breaks ties). Only counts of what the person recorded: no chance, no guess.
 */
export function mentorReview(
  week: WeekRecords,
  range: { weekStart: string; weekEnd: string },
  goals: { goal: MentorGoal | null; previous: MentorGoal | null },
): MentorReviewView {
  const ratings = week.sessions.reduce((n, d) => n + d.ratings, 0);
  const ratingSum = week.sessions.reduce((n, d) => n + d.rating_sum, 0);
  const moods = new Map<string, number>();
  for (const day of week.entries) if (day.mood) moods.set(day.mood, (moods.get(day.mood) ?? 0) + day.entries);
  const journalMood =
    [...moods].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([mood]) => mood)[0] ?? null;
  const habits = week.habits.length
    ? HABITS.map((habit) => ({
        habit,
        days: week.habits.filter((row) => habitDone(row, habit)).length,
      })).sort((a, b) => a.days - b.days || HABITS.indexOf(a.habit) - HABITS.indexOf(b.habit))
    : [];
  const suggestions = habits.length
    ? habits.slice(0, SUGGESTIONS).map((h) => MENTOR_HABIT_GOALS[h.habit])
    : STARTER_GOALS;
  return {
    weekStart: range.weekStart,
    weekEnd: range.weekEnd,
    sessions: week.sessions.reduce((n, d) => n + d.sessions, 0),
    averageRating: ratings ? Math.round((ratingSum / ratings) * 10) / 10 : null,
    journalMood,
    journalEntries: week.entries.reduce((n, d) => n + d.entries, 0),
    emotions: week.emotions,
    habitDays: week.habits.length,
    habits,
    suggestions,
    goal: goals.goal,
    previousGoal: goals.previous ? { goal: goals.previous, days: goalDays(goals.previous, week) } : null,
  };
}
