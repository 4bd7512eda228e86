import type {
  ChatMessageView,
  HabitDayView,
  JournalEntryView,
  JournalWeeklySummaryView,
  MemoryView,
  SessionView,
  InvoiceView,
  PaymentMethodView,
  PreferencesView,
  ProfileView,
  UserContextView,
} from '@maeum/api-types';

/** What auth holds about one user, as the user may download it (GET /api/me/export). */
export interface AuthUserExport {
  user: { id: string; email: string; createdAt: string; lastSignInAt: string | null };
  profile: ProfileView | null;
  preferences: PreferencesView | null;
  context: UserContextView | null;
  consents: { kind: string; version: string; grantedAt: string }[];
  linkedAccounts: { provider: string; email: string | null; createdAt: string }[];
  sessions: { createdAt: string; lastUsedAt: string; revokedAt: string | null; userAgent: string | null }[];
  securityEvents: { type: string; createdAt: string; userAgent: string | null }[];
  /** An e-mail change waiting for its link: the address is held about the user until then. */
  pendingEmailChange: { newEmail: string; requestedAt: string; expiresAt: string } | null;
  /** Visits to the dashboard and insights kept with analytics consent (spec 000). */
  pageVisits: { path: string; visitedAt: string }[];
  /** Self-care reminders: the settings, and each device's push subscription (its endpoint). */
  reminders: { enabled: boolean; time: string; weekdays: number[]; lastSentOn: string | null } | null;
  pushSubscriptions: { endpoint: string; createdAt: string }[];
}

/** What billing holds about one user, as the user may download it. New billing tables add theirs. */
export interface BillingUserExport {
  customer: { userId: string; email: string; registeredAt: string; createdAt: string } | null;
  subscription: {
    planId: string;
    status: string;
    billingPeriod: string;
    sessionsUsed: number;
    voiceSessionsUsed: number;
    textSessionsUsed: number;
    lastResetDate: string;
    currentPeriodStart: string | null;
    endsAt: string | null;
    scheduledPlanId: string | null;
    cancelReason: string | null;
    cancelFeedback: string | null;
    cancelledAt: string | null;
    createdAt: string;
  } | null;
  featurePreviews: { feature: string; viewedAt: string }[];
  /** The cards on file, as Plans & Billing shows them (never the billing key). */
  paymentMethods: PaymentMethodView[];
  /** Every invoice, with the reason given for a refund. */
  invoices: (InvoiceView & { refundedAt: string | null; refundReason: string | null })[];
}

/** What the sessions service holds about one user: every session with its messages, decrypted for the owner. */
export interface SessionsUserExport {
  sessions: (SessionView & {
    messages: ChatMessageView[];
    /** What the safety gate remembers of the session: distress seen, the question asked. */
    safety: { distressSeen: boolean; askedConcern: boolean };
  })[];
  memory: MemoryView;
}

/** What the journal holds about one user: every entry with its analysis, decrypted for the owner. */
export interface JournalUserExport {
  entries: JournalEntryView[];
  weeklySummaries: JournalWeeklySummaryView[];
  dailyPrompts: { date: string; prompt: string }[];
  moodBoosters: MoodBoosterUserExport;
  /** Every logged habit day, oldest first. */
  habits: HabitDayView[];
  /** The statistics kept from events: ended sessions with their ratings, feature use and activity. */
  statistics: JournalStatisticsExport;
  /** Mentor support: the goal set for each week (its Monday). */
  mentorGoals: { weekStart: string; goal: string }[];
}

export interface JournalStatisticsExport {
  sessions: {
    sessionId: string;
    sessionType: string | null;
    durationSeconds: number | null;
    messagesCount: number | null;
    moodDirection: string | null;
    rating: number | null;
    ratedAt: string | null;
    endedAt: string | null;
  }[];
  featureUsage: { feature: string; usageCount: number; lastUsedAt: string }[];
  activity: { kind: string; ref: string | null; occurredAt: string }[];
}

/** What the person did with mood boosters; `journal` is what they wrote (the feeling-wheel reflection). */
export interface MoodBoosterUserExport {
  activity: {
    booster: string;
    type: string;
    payload: object | null;
    journal: string | null;
    at: string;
  }[];
  emojiEchoes: { emoji: string; tone: string; reflection: string; fallback: boolean; at: string }[];
}
