import type { LimitsView, PlanId, SessionType, SubscriptionView } from '@maeum/contracts';
import type { Plan } from '../plans/plan.entity';
import type { SubscriptionRow } from './subscription-row';
import type { UsageMonth } from './usage-calendar';

export const SESSION_LIMIT_REACHED = 'session_limit_reached';

/**
 * The plan whose benefits apply now: a cancelled plan keeps them until `ends_at` (spec §4), then it
 * is Free even before the renewal job has rewritten the row.
 */
export function effectivePlanId(row: SubscriptionRow, now: Date): PlanId {
  if (row.status === 'cancelled' && (!row.ends_at || row.ends_at.getTime() <= now.getTime())) return 'free';
  return row.plan_id;
}

/** This month's counters: a row last reset in an earlier month has used nothing yet this month. */
export function countersOf(row: SubscriptionRow, month: UsageMonth) {
  if (row.last_reset_date < month.start) return { sessions: 0, voice: 0, text: 0 };
  return { sessions: row.sessions_used, voice: row.voice_sessions_used, text: row.text_sessions_used };
}

/** Spec §9: the session-limit check uses the maximum of the three usage counters. */
export function sessionsUsed(row: SubscriptionRow, month: UsageMonth): number {
  const c = countersOf(row, month);
  return Math.max(c.sessions, c.voice, c.text);
}

export function toSubscriptionView(row: SubscriptionRow, plan: Plan, month: UsageMonth): SubscriptionView {
  const counters = countersOf(row, month);
  const used = Math.max(counters.sessions, counters.voice, counters.text);
  return {
    subscriptionId: row.id,
    planId: plan.id,
    planName: plan.name,
    status: row.status,
    billingPeriod: row.billing_period,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    scheduledPlanId: row.scheduled_plan_id,
    paymentFailing: row.renewal_failures > 0,
    granted: row.granted_at !== null,
    sessionsUsed: counters.sessions,
    voiceSessionsUsed: counters.voice,
    textSessionsUsed: counters.text,
    monthlySessions: plan.monthlySessions,
    sessionsLeft: Math.max(0, plan.monthlySessions - used),
    sessionMinutes: plan.sessionMinutes,
    dailyTexts: plan.dailyTexts,
    lastResetDate: row.last_reset_date < month.start ? month.start : row.last_reset_date,
    nextResetDate: month.next,
  };
}

/** check_subscription_limits of spec doc 2 §7, for a session of `type` about to start. */
export function toLimitsView(
  row: SubscriptionRow,
  plan: Plan,
  month: UsageMonth,
  _type: SessionType,
): LimitsView {
  const used = sessionsUsed(row, month);
  const allowed = used < plan.monthlySessions;
  return {
    allowed,
    reason: allowed ? null : SESSION_LIMIT_REACHED,
    planName: plan.name,
    used,
    limit: plan.monthlySessions,
    sessionMinutes: plan.sessionMinutes,
    dailyTexts: plan.dailyTexts,
  };
}
