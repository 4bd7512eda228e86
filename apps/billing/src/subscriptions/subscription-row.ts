import type { BillingPeriod, PlanId, SubscriptionStatus } from '@maeum/contracts';

/** The columns the views and limits read, as the store selects them (dates as 'YYYY-MM-DD'). */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: PlanId;
  status: SubscriptionStatus;
  billing_period: BillingPeriod;
  sessions_used: number;
  voice_sessions_used: number;
  text_sessions_used: number;
  last_reset_date: string;
  ends_at: Date | null;
  scheduled_plan_id: PlanId | null;
  renewal_failures: number;
  customer_key: string;
  /** When an admin granted the plan (no payment, no renewal); null for a plan paid or Free. */
  granted_at: Date | null;
}

export const SUBSCRIPTION_COLUMNS = `"id", "user_id", "plan_id", "status", "billing_period", "sessions_used",
  "voice_sessions_used", "text_sessions_used", to_char("last_reset_date", 'YYYY-MM-DD') AS "last_reset_date",
  "ends_at", "scheduled_plan_id", "renewal_failures", "customer_key", "granted_at"`;
