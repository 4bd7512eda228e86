import type { PlanId, SessionType } from './billing';
import type { JournalEntryMood } from './journal';

/** "How do you feel now?" after a session: 1 to 10, optional. */
export const SESSION_RATING_MIN = 1;
export const SESSION_RATING_MAX = 10;
/** Mood score = the average of the last five ratings × 10 (spec 001 §9 without its random part). */
export const MOOD_SCORE_RATINGS = 5;
/** Spec 001 §9: up to 5 items, from the latest 3 sessions, 2 habit logs and 2 feature uses. */
export const ACTIVITY_FEED_SIZE = 5;
export const ACTIVITY_FEED_SESSIONS = 3;
export const ACTIVITY_FEED_HABITS = 2;
export const ACTIVITY_FEED_FEATURES = 2;
/** Free and Plus see the last 7 days of insights ("Limited Insights"); Pro all of them. */
export const INSIGHTS_LIMITED_DAYS = 7;
/** Mood day by day over the latest 60 days; the whole window week by week (a year is 52 points, not 365). */
export const INSIGHTS_DAILY_DAYS = 60;
/** A statement about a habit needs at least this many days on each side. */
export const INSIGHTS_MIN_DAYS_PER_SIDE = 2;

/** Journal moods that make a better day, and the ones that make a harder one (the others say neither). */
export const BETTER_DAY_MOODS: readonly JournalEntryMood[] = ['happy', 'excited', 'calm', 'grateful'];
export const HARDER_DAY_MOODS: readonly JournalEntryMood[] = ['sad', 'angry', 'anxious', 'confused'];
/** A day's average rating at or above this is a better day; at or below the other a harder one. */
export const BETTER_DAY_RATING = 7;
export const HARDER_DAY_RATING = 4;

/** POST /api/sessions/:id/rating */
export interface SessionRatingInput {
  rating: number;
}
export interface SessionRatingView {
  sessionId: string;
  rating: number;
  ratedAt: string;
}

export const ACTIVITY_KINDS = ['session', 'habits', 'booster', 'journal', 'plan'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of the activity feed: what happened and when, never anyone's words. */
export interface ActivityItem {
  kind: ActivityKind;
  at: string;
  /** session: its kind and length. */
  sessionType?: SessionType;
  minutes?: number;
  /** habits: the day and how many of its 7 items. */
  date?: string;
  done?: number;
  /** booster: which one. */
  slug?: string;
  /** plan: the plan it became. */
  planId?: PlanId;
}

/** GET /api/profile/stats */
export interface ProfileStatsView {
  overview: {
    totalSessions: number;
    /** Average of the last five ratings × 10 (10–100); null when none was given. */
    moodScore: number | null;
    /** How many ratings the score stands on (0–5). */
    moodRatings: number;
    habitStreak: number;
  };
  usage: {
    planId: PlanId;
    planName: string;
    sessionsUsed: number;
    monthlySessions: number;
    nextResetDate: string;
    textSessions: number;
    voiceSessions: number;
    /** Average length of ended sessions in minutes (one decimal); null with none. */
    averageMinutes: number | null;
    totalMessages: number;
  };
  habits: {
    weeklyCompletion: number;
    streak: number;
    today: number;
    /** The latest 7 days, oldest first: weekday 1 = Monday … 7 = Sunday, items done 0–7. */
    byWeekday: { date: string; weekday: number; done: number }[];
  };
  activity: ActivityItem[];
}

export type InsightsScope = 'limited' | 'full';

/** One day that has something to say about mood (a rating, an entry or both). */
export interface InsightsMoodDay {
  date: string;
  /** Average "how do you feel now?" of the day, one decimal; null without a rating. */
  rating: number | null;
  ratings: number;
  /** The day's most frequent journal mood word; null without one. */
  journalMood: JournalEntryMood | null;
  entries: number;
}

/** One week (Monday to Sunday) of mood readings. */
export interface InsightsMoodWeek {
  /** The Monday (YYYY-MM-DD). */
  weekStart: string;
  /** Average "how do you feel now?" of the week, one decimal; null without a rating. */
  rating: number | null;
  ratings: number;
  entries: number;
  betterDays: number;
  harderDays: number;
}

export interface InsightsHabitLink {
  habit: 'meals' | 'water' | 'activity' | 'mindfulness' | 'social' | 'sleep';
  /** Days with the habit done that have a mood reading, and how many of them were better days. */
  withDays: number;
  withBetter: number;
  withoutDays: number;
  withoutBetter: number;
}

/** GET /api/insights */
export interface InsightsView {
  scope: InsightsScope;
  /** First day covered (null: everything), and today, in the person's time zone. */
  from: string | null;
  today: string;
  /** Whether anything at all was recorded in the window (the empty state otherwise). */
  empty: boolean;
  sessions: { count: number; minutes: number; averageRating: number | null; ratings: number };
  /** The days of the latest 60 (within the window) that have a mood reading, oldest first. */
  moodDays: InsightsMoodDay[];
  /** Every week of the window with a mood reading, oldest first. */
  moodWeeks: InsightsMoodWeek[];
  /** Analysis emotion tags, most frequent first (up to 8). */
  emotions: { name: string; count: number }[];
  /** Monday … Sunday: sessions, journal entries and the average rating of that weekday. */
  week: { weekday: number; sessions: number; entries: number; averageRating: number | null }[];
  habits: InsightsHabitLink[];
  /** Better and harder days in the window (days with a mood reading). */
  betterDays: number;
  harderDays: number;
  /** Journal themes: the analysis's mood tags, most frequent first (up to 6). */
  themes: { name: string; count: number }[];
  /** Boosters used, with the days used and how many of those days were better days. */
  boosters: { slug: string; uses: number; days: number; betterDays: number }[];
}

/** Page visits (spec 000): only paths with "dashboard" or "insights", after 3 s, with analytics consent. */
export const PAGE_VISIT_DELAY_MS = 3000;
export const PAGE_VISIT_PATH_MAX = 200;
export function isTrackedPath(pathname: string): boolean {
  return pathname.includes('dashboard') || pathname.includes('insights');
}

/** POST /api/page-visits */
export interface PageVisitInput {
  path: string;
}
export interface PageVisitView {
  /** False when the person has turned analytics consent off: nothing was kept. */
  recorded: boolean;
}
