import type { PlanId, SubscriptionView } from './billing';

/** Spec §9 "Admin": minimum account age, the admin session's time-out, the list sizes, the action limit. */
export const ADMIN_MIN_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;
export const ADMIN_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const ADMIN_SESSIONS_LIST_SIZE = 100;
export const ADMIN_AUDIT_LIST_SIZE = 50;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_ACTIONS_PER_WINDOW = 10;
export const ADMIN_ACTION_WINDOW_MS = 5 * 60 * 1000;
export const ADMIN_PLAN_REASON_MAX_LENGTH = 500;
/** At most this many audit rows in one CSV export (newest first). */
export const ADMIN_AUDIT_EXPORT_MAX = 10_000;

/** The spec's wording (§8 "Admin", §5 "Admin user deletion"). */
export const ADMIN_MESSAGES = {
  notAdmin: 'Access denied: Not an admin user',
  tooNew: 'Admin account too new (24h minimum required)',
  sessionStale: 'Insufficient privileges to view user list',
  tooManyActions: 'Too many admin actions. Please wait a moment.',
  confirmationMismatch: 'Deletion cancelled - confirmation text did not match',
  userDeleted: 'User deleted successfully',
} as const;

/** The typed phrase that confirms deleting a user (spec §5). */
export const deletionPhrase = (email: string) => `DELETE-${email}`;

/** What the audit log records: every grant, revoke, plan grant, deletion and retry of a failure. */
export const ADMIN_ACTIONS = [
  'admin.grant',
  'admin.revoke',
  'admin.reauthenticate',
  'user.view',
  'user.delete',
  'plan.grant',
  'plan.end',
  'audit.export',
  'dead-letter.retry',
  'job.retry',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
/** The actions the 10-per-5-minutes limit counts: the ones that change something. */
export const RATE_LIMITED_ADMIN_ACTIONS: readonly AdminAction[] = [
  'user.delete',
  'plan.grant',
  'plan.end',
  'dead-letter.retry',
  'job.retry',
];

/** GET /api/admin/access: the caller's admin state (403 before this for a non-admin or a new account). */
export interface AdminAccessView {
  userId: string;
  role: 'admin';
  grantedAt: string;
  /** The user list and deletion need activity within 30 minutes; false: re-enter the password. */
  sessionFresh: boolean;
  /** When the fresh window closes without further activity; null when stale. */
  freshUntil: string | null;
}

export interface AdminReauthenticateRequest {
  password?: string;
}

export interface AdminUsersQuery {
  q?: string;
  cursor?: string;
}

/** One row of the user list (spec §2: id, email, created_at, last_sign_in_at, email_confirmed_at) and the plan. */
export interface AdminUserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  emailConfirmedAt: string | null;
  planId: PlanId;
  planGranted: boolean;
}

export interface AdminUserPage {
  users: AdminUserRow[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** GET /api/admin/users/:id: the account, plan and usage. Never what the person wrote. */
export interface AdminUserDetail {
  user: Omit<AdminUserRow, 'planId' | 'planGranted'> & { isAdmin: boolean };
  subscription: SubscriptionView;
}

export interface AdminDeleteUserRequest {
  confirmation: string;
}

export interface AdminPlanRequest {
  /** `free` ends a granted plan. */
  planId: PlanId;
  reason: string;
}

/** What a destructive action answers: its effect and the audit row it wrote. */
export interface AdminActionResult {
  message: string;
  audit: AdminAuditRow;
}

export interface AdminSessionRow {
  id: string;
  userId: string;
  type: 'text' | 'voice';
  /** The companion's tone for the session (normal or genz). */
  mode: string;
  startedAt: string;
  durationSeconds: number;
  messageCount: number;
}

export interface AdminAuditQuery {
  adminId?: string;
  action?: AdminAction;
}

export interface AdminAuditRow {
  id: string;
  /** null: done by the operator from the command line. */
  adminId: string | null;
  action: AdminAction;
  targetUserId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
  createdAt: string;
}

/** The operator's overview covers this many days, today (UTC) included. */
export const ADMIN_OVERVIEW_DAYS = 14;

export interface AdminDayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

export interface AdminPaymentsDay {
  day: string;
  paid: number;
  /** Won. */
  paidAmount: number;
  refunded: number;
  refundedAmount: number;
}

/** GET /api/admin/overview: counts only, no person in it. Days without any are left out. */
export interface AdminOverview {
  days: number;
  signUps: AdminDayCount[];
  /** Accounts that signed in (a session started) that day. */
  activeUsers: AdminDayCount[];
  planMix: { planId: PlanId; users: number; granted: number }[];
  payments: AdminPaymentsDay[];
  /** The anonymous daily counts of crisis and concern referrals (no user id is kept with them). */
  crisisReferrals: AdminDayCount[];
}

/** The overview lists this many of the newest dead letters and failed jobs each. */
export const ADMIN_FAILURES_LIST_SIZE = 50;

/** An event a consumer failed `deliveries` times, parked on the dead-letter stream. Never its payload. */
export interface AdminDeadLetterRow {
  /** The entry's sequence in the dead-letter stream (digits). */
  id: string;
  /** The durable consumer that failed it (`<service>-<handler>`). */
  consumer: string;
  /** `journal.entry.created.v1` */
  eventType: string;
  eventId: string | null;
  deliveries: number;
  /** The last error, trimmed to 200 characters. */
  reason: string;
  parkedAt: string;
}

/** A BullMQ job that used up its attempts. Never its data. */
export interface AdminFailedJobRow {
  queue: string;
  id: string;
  /** The job name (`send-email`). */
  name: string;
  /** The last error, trimmed to 200 characters. */
  reason: string;
  attempts: number;
  failedAt: string | null;
}

/** GET /api/admin/failures: how many of each there are, and the newest 50 of each. */
export interface AdminFailures {
  deadLetters: { total: number; latest: AdminDeadLetterRow[] };
  failedJobs: { total: number; latest: AdminFailedJobRow[] };
}
