import type { BillingPeriod, PlanId, SubscriptionStatus } from '@maeum/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * The one subscription of a user (spec §3 user_subscriptions). Free has no period (`endsAt` null);
 * a paid plan runs to `endsAt`, when the renewal job charges the next period, applies a scheduled
 * downgrade, or ends a cancelled plan.
 */
@Entity({ name: 'user_subscriptions' })
@Index('user_subscriptions_ends_at_idx', { synchronize: false })
@Unique('user_subscriptions_customer_key_key', ['customerKey'])
@Check('user_subscriptions_plan_id_check', `"plan_id" IN ('free', 'lite', 'plus', 'pro')`)
@Check('user_subscriptions_scheduled_plan_id_check', `"scheduled_plan_id" IN ('free', 'lite', 'plus', 'pro')`)
@Check('user_subscriptions_status_check', `"status" IN ('active', 'trial', 'pending', 'cancelled')`)
@Check('user_subscriptions_billing_period_check', `"billing_period" IN ('monthly', 'annual')`)
@Check('user_subscriptions_sessions_used_check', `"sessions_used" >= 0`)
@Check('user_subscriptions_voice_sessions_used_check', `"voice_sessions_used" >= 0`)
@Check('user_subscriptions_text_sessions_used_check', `"text_sessions_used" >= 0`)
export class UserSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @Column({ name: 'plan_id', type: 'text' })
  planId: PlanId;

  @Column({ type: 'text', default: 'active' })
  status: SubscriptionStatus;

  @Column({ name: 'billing_period', type: 'text', default: 'monthly' })
  billingPeriod: BillingPeriod;

  @Column({ name: 'payment_currency', type: 'text', default: 'USD' })
  paymentCurrency: string;

  @Column({ name: 'sessions_used', type: 'integer', default: 0 })
  sessionsUsed: number;

  @Column({ name: 'voice_sessions_used', type: 'integer', default: 0 })
  voiceSessionsUsed: number;

  @Column({ name: 'text_sessions_used', type: 'integer', default: 0 })
  textSessionsUsed: number;

  /** A date in the reset time zone (Asia/Seoul by default), 'YYYY-MM-DD'. */
  @Column({ name: 'last_reset_date', type: 'date' })
  lastResetDate: string;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'scheduled_plan_id', type: 'text', nullable: true })
  scheduledPlanId: PlanId | null;

  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ name: 'cancel_feedback', type: 'text', nullable: true })
  cancelFeedback: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'default_payment_method_id', type: 'uuid', nullable: true })
  defaultPaymentMethodId: string | null;

  @Column({ name: 'renewal_failures', type: 'smallint', default: 0 })
  renewalFailures: number;

  @Column({ name: 'next_renewal_attempt_at', type: 'timestamptz', nullable: true })
  nextRenewalAttemptAt: Date | null;

  /** Toss's customerKey for this user: stable, unguessable, never the user id. */
  @Column({ name: 'granted_at', type: 'timestamptz', nullable: true })
  grantedAt: Date | null;

  @Column({ name: 'customer_key', type: 'uuid' })
  customerKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
