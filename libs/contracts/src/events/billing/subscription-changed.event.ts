import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';
import {
  BILLING_PERIODS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  type BillingPeriod,
  type PlanId,
  type SubscriptionStatus,
} from '@maeum/api-types';

/** DO NOT CHANGE: published subject. A user's plan, status or period changed (limits follow it). */
export const SUBSCRIPTION_CHANGED_V1 = 'billing.subscription.changed.v1';

export const SUBSCRIPTION_CHANGE_KINDS = [
  'created',
  'upgraded',
  'renewed',
  'downgrade-scheduled',
  'downgraded',
  'cancelled',
  'resumed',
  'ended',
  'refunded',
  'granted',
] as const;
export type SubscriptionChangeKind = (typeof SUBSCRIPTION_CHANGE_KINDS)[number];

export class SubscriptionChangedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  subscriptionId: string;

  @IsIn(SUBSCRIPTION_CHANGE_KINDS)
  kind: SubscriptionChangeKind;

  @IsIn(PLAN_IDS)
  planId: PlanId;

  @IsOptional()
  @IsIn(PLAN_IDS)
  previousPlanId?: PlanId;

  @IsIn(SUBSCRIPTION_STATUSES)
  status: SubscriptionStatus;

  @IsIn(BILLING_PERIODS)
  billingPeriod: BillingPeriod;

  @IsOptional()
  @IsISO8601()
  endsAt?: string;

  @IsISO8601()
  changedAt: string;
}
