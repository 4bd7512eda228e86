import type { BillingPeriod, PlanId } from '@maeum/contracts';

export type PaymentOrderKind = 'checkout' | 'renewal' | 'add-card';
export type PaymentOrderStatus =
  | 'pending'
  | 'in_progress'
  | 'done'
  | 'failed'
  | 'expired'
  | 'refunded'
  // Closed because a newer checkout or a plan change replaced it: it can no longer be confirmed.
  | 'superseded';

/** billing.payment_orders as the store selects it. */
export interface PaymentOrderRow {
  order_id: string;
  user_id: string | null;
  kind: PaymentOrderKind;
  plan_id: PlanId | null;
  billing_period: BillingPeriod;
  amount: number;
  order_name: string;
  status: PaymentOrderStatus;
  payment_key: string | null;
  payment_method_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  period_start: Date | null;
  period_end: Date | null;
  /** The plan in effect when a checkout was priced; null for renewals, cards and older orders. */
  priced_from_plan_id: PlanId | null;
  /** When a payment Toss approved for this order, which we then refused, was cancelled at Toss. */
  voided_at: Date | null;
  created_at: Date;
}
