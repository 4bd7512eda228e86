// Self-care reminders (DECISIONS.md "Self-care reminders are opt-in (time and days), by e-mail and
// web push, one tap to stop") and mentor support, the weekly guided review of Pro.

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const REMINDER_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_DEFAULT_TIME = '20:00';
/** How long after a crisis referral no reminder is sent (the crisis hold). */
export const CRISIS_HOLD_HOURS = 24;
export const PUSH_ENDPOINT_MAX = 1000;

/** GET|PUT /api/reminders */
export interface ReminderSettingsView {
  enabled: boolean;
  /** HH:MM in the person's time zone. */
  time: string;
  weekdays: number[];
  timezone: string;
  /** The VAPID public key the browser subscribes with; null when web push is not configured. */
  pushPublicKey: string | null;
  /** Devices with a push subscription. */
  pushDevices: number;
}

export interface ReminderSettingsInput {
  enabled: boolean;
  time: string;
  weekdays: number[];
}

/** POST /api/reminders/stop: the token of the e-mail's stop link (no sign-in). */
export interface ReminderStopInput {
  token: string;
}
export interface ReminderStopView {
  stopped: true;
}

/** POST /api/push-subscriptions: the browser's PushSubscription, as its toJSON() gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
/** DELETE /api/push-subscriptions */
export interface PushSubscriptionRemoveInput {
  endpoint: string;
}
export interface PushSubscriptionsView {
  pushDevices: number;
}

/** The small goals the weekly review can help set (mentor support). */
export const MENTOR_GOALS = [
  'water',
  'sleep',
  'move',
  'mindful',
  'connect',
  'meals',
  'journal',
  'talk',
] as const;
export type MentorGoal = (typeof MENTOR_GOALS)[number];

/** The habits the review goes through, each with the goal that practises it. */
export const MENTOR_HABIT_GOALS = {
  water: 'water',
  sleep: 'sleep',
  activity: 'move',
  mindfulness: 'mindful',
  social: 'connect',
  meals: 'meals',
} as const satisfies Record<string, MentorGoal>;
export type MentorHabit = keyof typeof MENTOR_HABIT_GOALS;

/** GET /api/mentor/review (Pro): the week behind, from the person's own records. */
export interface MentorReviewView {
  /** Monday of the week reviewed, YYYY-MM-DD in the person's zone, and its Sunday. */
  weekStart: string;
  weekEnd: string;
  sessions: number;
  /** Average of the week's session ratings (1–10), null without ratings. */
  averageRating: number | null;
  /** The week's most written mood (a word of the journal's moods), null without one. */
  journalMood: string | null;
  journalEntries: number;
  emotions: { name: string; count: number }[];
  habitDays: number;
  /** Days of the week with each habit done, the weakest first (empty without a logged day). */
  habits: { habit: MentorHabit; days: number }[];
  /** Two or three goals suggested from the week (weakest habits first). */
  suggestions: MentorGoal[];
  /** The goal set for the coming week (keyed by its Monday), if any. */
  goal: MentorGoal | null;
  /** The goal set a week earlier, and on how many days of the week reviewed it was done. */
  previousGoal: { goal: MentorGoal; days: number } | null;
}

/** PUT /api/mentor/goal */
export interface MentorGoalInput {
  goal: MentorGoal;
}
