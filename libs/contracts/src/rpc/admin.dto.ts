import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  ADMIN_ACTIONS,
  ADMIN_PLAN_REASON_MAX_LENGTH,
  type AdminAction,
  type AdminAuditQuery,
  type AdminDeleteUserRequest,
  type AdminPlanRequest,
  type AdminReauthenticateRequest,
  type AdminUsersQuery,
  PLAN_IDS,
  type PlanId,
} from '@maeum/api-types';
import { QueueName } from '../jobs/jobs';
import { NoHiddenCharacters } from '../validation/no-hidden-characters';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A keyset cursor of the user list: base64url of the last row's lower-cased e-mail and id. */
export const ADMIN_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,600}$/;

export class AdminUsersQueryDto implements AdminUsersQuery {
  @ApiPropertyOptional({ description: 'The start of the e-mail (any case)', maxLength: 254 })
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  @NoHiddenCharacters({ message: 'Please remove invisible or direction-changing characters' })
  @IsString({ message: 'q must be text' })
  @IsOptional()
  q?: string;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @Matches(ADMIN_CURSOR_PATTERN, { message: 'cursor is not one this list gave' })
  @IsString({ message: 'cursor is not one this list gave' })
  @IsOptional()
  cursor?: string;
}

export class AdminReauthenticateDto implements AdminReauthenticateRequest {
  @ApiPropertyOptional({
    description: 'The admin’s password (accounts without one: a sign-in in the last 5 minutes)',
  })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  @IsString({ message: 'password must be text' })
  @IsOptional()
  password?: string;
}

export class AdminDeleteUserDto implements AdminDeleteUserRequest {
  @ApiProperty({ description: 'Exactly DELETE-<the user’s e-mail>', maxLength: 300 })
  @MaxLength(300, { message: 'confirmation must be at most 300 characters' })
  @IsString({ message: 'confirmation must be text' })
  confirmation: string;
}

export class AdminDeleteUserRpcDto extends AdminDeleteUserDto {
  @IsUUID('all', { message: 'Not found' })
  id: string;
}

export class AdminPlanDto implements AdminPlanRequest {
  @ApiProperty({ enum: PLAN_IDS, description: '`free` ends a granted plan' })
  @IsIn(PLAN_IDS, { message: `planId must be one of ${PLAN_IDS.join(', ')}` })
  planId: PlanId;

  @ApiProperty({ maxLength: ADMIN_PLAN_REASON_MAX_LENGTH })
  @MaxLength(ADMIN_PLAN_REASON_MAX_LENGTH, {
    message: `reason must be at most ${ADMIN_PLAN_REASON_MAX_LENGTH} characters`,
  })
  @NoHiddenCharacters({ message: 'Please remove invisible or direction-changing characters' })
  @IsNotEmpty({ message: 'Please give a reason' })
  @IsString({ message: 'reason must be text' })
  @Transform(trim)
  reason: string;
}

export class AdminPlanRpcDto extends AdminPlanDto {
  @IsUUID('all', { message: 'Not found' })
  id: string;
}

export class AdminAuditQueryDto implements AdminAuditQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this admin’s actions' })
  @IsUUID('all', { message: 'adminId must be a user id' })
  @IsOptional()
  adminId?: string;

  @ApiPropertyOptional({ enum: ADMIN_ACTIONS })
  @IsIn(ADMIN_ACTIONS, { message: `action must be one of ${ADMIN_ACTIONS.join(', ')}` })
  @IsOptional()
  action?: AdminAction;
}

/** POST /api/admin/dead-letters/:id/retry: the entry's sequence in the dead-letter stream. */
export class AdminDeadLetterIdDto {
  @ApiProperty({ description: 'The dead letter’s id (digits)', pattern: '^[1-9][0-9]{0,15}$' })
  @Matches(/^[1-9][0-9]{0,15}$/, { message: 'Not found' })
  @IsString({ message: 'Not found' })
  id: string;
}

export const ADMIN_JOB_QUEUES = Object.values(QueueName);
/** BullMQ job ids of ours: generated digits, or deterministic names (`analysis-<uuid>`, `usage-reset:2026-12`). */
export const ADMIN_JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,199}$/;

/** POST /api/admin/failed-jobs/:queue/:jobId/retry. */
export class AdminFailedJobDto {
  @ApiProperty({ enum: ADMIN_JOB_QUEUES })
  @IsIn(ADMIN_JOB_QUEUES, { message: 'Not found' })
  queue: string;

  @ApiProperty({ description: 'The job’s id', pattern: ADMIN_JOB_ID_PATTERN.source })
  @Matches(ADMIN_JOB_ID_PATTERN, { message: 'Not found' })
  @IsString({ message: 'Not found' })
  jobId: string;
}

/** The command line's grant and revoke (`npm run admin:grant -- <email>`); never routed by the gateway. */
export class AdminOperatorDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString()
  email: string;

  /** Why (every grant and revoke is in the audit log with its reason). */
  @MaxLength(ADMIN_PLAN_REASON_MAX_LENGTH)
  @IsString()
  @IsOptional()
  reason?: string;
}

// ---- Between services (admin → auth, billing, sessions); never routed by the gateway. ----

/** One account as the admin panel shows it (auth's part). */
export interface AdminAccountRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  emailConfirmedAt: string | null;
}

export class AdminAccountSearchDto {
  @MaxLength(254)
  @IsString()
  prefix: string;

  /** The last row of the previous page (lower-cased e-mail and id). */
  @MaxLength(254)
  @IsString()
  @IsOptional()
  afterEmail?: string;

  @IsUUID()
  @IsOptional()
  afterId?: string;

  @Max(100)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  limit: number;
}

export class AdminAccountLookupDto {
  @IsUUID()
  @IsOptional()
  id?: string;

  @MaxLength(254)
  @IsString()
  @IsOptional()
  email?: string;
}

export class AdminProofDto {
  @MaxLength(1024)
  @IsString()
  @IsOptional()
  password?: string;
}

export class AdminPlansOfDto {
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  @IsArray()
  userIds: string[];
}

export interface AdminPlanOfUser {
  userId: string;
  planId: PlanId;
  granted: boolean;
}

export class AdminUserIdDto {
  @IsUUID()
  userId: string;
}

export class AdminGrantPlanDto extends AdminUserIdDto {
  @IsIn(PLAN_IDS)
  planId: PlanId;

  @MaxLength(ADMIN_PLAN_REASON_MAX_LENGTH)
  @IsString()
  reason: string;
}

export class AdminOverviewDaysDto {
  @Max(90)
  @Min(1)
  @IsInt()
  days: number;
}

export class AdminLatestSessionsDto {
  @Max(100)
  @Min(1)
  @IsInt()
  limit: number;
}
