import {
  REFUND_WINDOW_DAYS,
  type BillingPeriod,
  type InvoiceStatus,
  type InvoiceView,
  type PlanId,
} from '@maeum/contracts';

export interface InvoiceRow {
  id: string;
  user_id: string | null;
  order_id: string;
  plan_id: PlanId;
  plan_name: string;
  billing_period: BillingPeriod;
  amount: number;
  status: InvoiceStatus;
  payment_key: string | null;
  card_brand: string | null;
  card_last4: string | null;
  period_start: Date | null;
  period_end: Date | null;
  refunded_at: Date | null;
  refund_reason: string | null;
  created_at: Date;
  emailed_at: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function isRefundable(row: InvoiceRow, now = Date.now()): boolean {
  return (
    row.status === 'paid' &&
    row.amount > 0 &&
    now - new Date(row.created_at).getTime() <= REFUND_WINDOW_DAYS * DAY_MS
  );
}

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    planName: row.plan_name,
    billingPeriod: row.billing_period,
    amount: row.amount,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    periodStart: row.period_start ? new Date(row.period_start).toISOString() : null,
    periodEnd: row.period_end ? new Date(row.period_end).toISOString() : null,
    refundable: isRefundable(row),
    emailedAt: row.emailed_at ? new Date(row.emailed_at).toISOString() : null,
  };
}
