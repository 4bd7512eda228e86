import {
  BETTER_DAY_MOODS,
  BETTER_DAY_RATING,
  HARDER_DAY_MOODS,
  HARDER_DAY_RATING,
  INSIGHTS_DAILY_DAYS,
  INSIGHTS_MIN_DAYS_PER_SIDE,
  type InsightsHabitLink,
  type InsightsMoodDay,
  type InsightsMoodWeek,
  type InsightsView,
  type JournalEntryMood,
  moodWord,
} from '@maeum/contracts';
import { addDays } from '../entries/writer-clock';
import { weekdayOf } from '../habits/habit-stats';
import type { BoosterDayRow, EntryDayRow, HabitDayRow, SessionDayRow } from './insights.repository';

export type DayTone = 'better' | 'harder' | 'neither';

/**
 * A day's tone from what the person said about it: the average after-session rating when there is
 * one (7+ better, 4 or less harder), else the day's journal mood; undefined with neither.
 */
export function dayTone(day: InsightsMoodDay): DayTone | undefined {
  if (day.rating !== null) {
    if (day.rating >= BETTER_DAY_RATING) return 'better';
    if (day.rating <= HARDER_DAY_RATING) return 'harder';
    return 'neither';
  }
  if (day.journalMood === null) return day.entries > 0 ? 'neither' : undefined;
  if (BETTER_DAY_MOODS.includes(day.journalMood)) return 'better';
  if (HARDER_DAY_MOODS.includes(day.journalMood)) return 'harder';
  return 'neither';
}

const HABITS: InsightsHabitLink['habit'][] = ['meals', 'water', 'activity', 'mindfulness', 'social', 'sleep'];

function habitDone(row: HabitDayRow, habit: InsightsHabitLink['habit']): boolean {
  if (habit === 'sleep') return row.sleep === 'good' || row.sleep === 'great';
  return row[habit];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export interface InsightsRows {
  sessions: SessionDayRow[];
  entries: EntryDayRow[];
  habits: HabitDayRow[];
  boosters: BoosterDayRow[];
  emotions: { name: string; count: number }[];
  themes: { name: string; count: number }[];
}

/**
 * The insights from the day rows: mood by day, the week's rhythm, habits beside better days (days
 * counted on both sides, shown only with at least 2 days on each: a correlation, never a cause),
 * and the boosters with the days they were used.
 */
export function insightsView(
  rows: InsightsRows,
  scope: InsightsView['scope'],
  from: string | null,
  today: string,
): InsightsView {
  const byDay = new Map<string, InsightsMoodDay>();
  const dayOf = (date: string) => {
    let day = byDay.get(date);
    if (!day) {
      day = { date, rating: null, ratings: 0, journalMood: null, entries: 0 };
      byDay.set(date, day);
    }
    return day;
  };
  for (const row of rows.sessions) {
    if (row.ratings > 0) {
      const day = dayOf(row.day);
      day.ratings = row.ratings;
      day.rating = round1(row.rating_sum / row.ratings);
    }
  }
  for (const row of rows.entries) {
    const day = dayOf(row.day);
    day.entries = row.entries;
    day.journalMood = moodWord(row.mood) as JournalEntryMood | null;
  }
  const moodDays = [...byDay.values()]
    .filter((day) => day.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const tones = new Map(moodDays.flatMap((day) => (dayTone(day) ? [[day.date, dayTone(day)!]] : [])));

  const week = Array.from({ length: 7 }, (_, index) => ({
    weekday: index + 1,
    sessions: 0,
    entries: 0,
    ratingSum: 0,
    ratings: 0,
  }));
  for (const row of rows.sessions) {
    const slot = week[weekdayOf(row.day) - 1]!;
    slot.sessions += row.sessions;
    slot.ratingSum += row.rating_sum;
    slot.ratings += row.ratings;
  }
  for (const row of rows.entries) week[weekdayOf(row.day) - 1]!.entries += row.entries;

  const habits = HABITS.map((habit): InsightsHabitLink => {
    const link = { habit, withDays: 0, withBetter: 0, withoutDays: 0, withoutBetter: 0 };
    for (const row of rows.habits) {
      const tone = tones.get(row.day);
      if (!tone) continue;
      if (habitDone(row, habit)) {
        link.withDays++;
        if (tone === 'better') link.withBetter++;
      } else {
        link.withoutDays++;
        if (tone === 'better') link.withoutBetter++;
      }
    }
    return link;
  }).filter(
    (link) => link.withDays >= INSIGHTS_MIN_DAYS_PER_SIDE && link.withoutDays >= INSIGHTS_MIN_DAYS_PER_SIDE,
  );

  const boosters = new Map<string, { slug: string; uses: number; days: number; betterDays: number }>();
  for (const row of rows.boosters) {
    const booster = boosters.get(row.slug) ?? { slug: row.slug, uses: 0, days: 0, betterDays: 0 };
    booster.uses += row.uses;
    booster.days += 1;
    if (tones.get(row.day) === 'better') booster.betterDays += 1;
    boosters.set(row.slug, booster);
  }

  const sessionCount = rows.sessions.reduce((sum, row) => sum + row.sessions, 0);
  const ratingCount = rows.sessions.reduce((sum, row) => sum + row.ratings, 0);
  const ratingSum = rows.sessions.reduce((sum, row) => sum + row.rating_sum, 0);
  const weeks = new Map<string, InsightsMoodWeek & { ratingSum: number }>();
  for (const day of moodDays) {
    const weekStart = addDays(day.date, 1 - weekdayOf(day.date));
    const week = weeks.get(weekStart) ?? {
      weekStart,
      rating: null,
      ratings: 0,
      ratingSum: 0,
      entries: 0,
      betterDays: 0,
      harderDays: 0,
    };
    week.ratings += day.ratings;
    week.ratingSum += (day.rating ?? 0) * day.ratings;
    week.entries += day.entries;
    if (tones.get(day.date) === 'better') week.betterDays++;
    if (tones.get(day.date) === 'harder') week.harderDays++;
    weeks.set(weekStart, week);
  }
  const moodWeeks = [...weeks.values()].map(({ ratingSum, ...week }) => ({
    ...week,
    rating: week.ratings ? round1(ratingSum / week.ratings) : null,
  }));
  const firstDaily = addDays(today, 1 - INSIGHTS_DAILY_DAYS);
  const toneCount = (tone: DayTone) => [...tones.values()].filter((t) => t === tone).length;
  return {
    scope,
    from,
    today,
    empty:
      sessionCount === 0 &&
      ratingCount === 0 &&
      rows.entries.length === 0 &&
      rows.habits.length === 0 &&
      rows.boosters.length === 0,
    sessions: {
      count: sessionCount,
      minutes: Math.round(rows.sessions.reduce((sum, row) => sum + row.seconds, 0) / 60),
      averageRating: ratingCount ? round1(ratingSum / ratingCount) : null,
      ratings: ratingCount,
    },
    moodDays: moodDays.filter((day) => day.date >= firstDaily),
    moodWeeks,
    emotions: rows.emotions,
    week: week.map(({ weekday, sessions, entries, ratingSum: sum, ratings }) => ({
      weekday,
      sessions,
      entries,
      averageRating: ratings ? round1(sum / ratings) : null,
    })),
    habits,
    betterDays: toneCount('better'),
    harderDays: toneCount('harder'),
    themes: rows.themes,
    boosters: [...boosters.values()].sort((a, b) => b.uses - a.uses || a.slug.localeCompare(b.slug)),
  };
}
