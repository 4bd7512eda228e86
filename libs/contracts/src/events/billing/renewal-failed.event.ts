import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Length, Min } from 'class-validator';
import { PLAN_IDS, type PlanId } from '@maeum/api-types';

/**
 * DO NOT CHANGE: published subject. A renewal charge was refused: the
 * user is told by e-mail. `nextAttemptAt` is when it is tried again; absent, the retries are used
 * up and the plan has ended (Free from now on).
 */
export const RENEWAL_FAILED_V1 = 'billing.renewal.failed.v1';

export class RenewalFailedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  subscriptionId: string;

  @IsIn(PLAN_IDS)
  planId: PlanId;

  @IsString()
  @Length(1, 40)
  planName: string;

  /** 1 for the first refusal of the period. */
  @IsInt()
  @Min(1)
  attempt: number;

  @IsISO8601()
  @IsOptional()
  nextAttemptAt?: string;

  @IsISO8601()
  failedAt: string;
}
