import { IsIn, IsInt, IsISO8601, IsString, IsUUID, Length, Min } from 'class-validator';
import { BILLING_PERIODS, PLAN_IDS, type BillingPeriod, type PlanId } from '@maeum/api-types';

/** DO NOT CHANGE: published subject. Toss confirmed a charge (checkout or renewal) and billing recorded it. */
export const PAYMENT_VERIFIED_V1 = 'billing.payment.verified.v1';

export class PaymentVerifiedV1 {
  @IsUUID()
  userId: string;

  @IsString()
  @Length(6, 64)
  orderId: string;

  @IsUUID()
  invoiceId: string;

  @IsIn(PLAN_IDS)
  planId: PlanId;

  @IsIn(BILLING_PERIODS)
  billingPeriod: BillingPeriod;

  /** Won. */
  @IsInt()
  @Min(0)
  amount: number;

  @IsISO8601()
  approvedAt: string;
}
