import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  CANCEL_FEEDBACK_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_REQUIRED_MESSAGE,
  type CancelSubscriptionRequest,
  type DowngradeSubscriptionRequest,
  type FeatureNameRequest,
  type LimitsQuery,
  PLAN_IDS,
  type PlanId,
  SESSION_TYPES,
  type SessionType,
  type UsageResetRequest,
} from '@maeum/api-types';
import { NoHiddenCharacters } from '../validation/no-hidden-characters';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const HIDDEN_MESSAGE = 'Please remove invisible or direction-changing characters';

export class LimitsQueryDto implements LimitsQuery {
  @ApiPropertyOptional({ enum: SESSION_TYPES, default: 'text' })
  @IsIn(SESSION_TYPES, { message: 'type must be text or voice' })
  @IsOptional()
  type?: SessionType;
}

export class CancelSubscriptionDto implements CancelSubscriptionRequest {
  @ApiProperty({ maxLength: CANCEL_REASON_MAX_LENGTH })
  @MaxLength(CANCEL_REASON_MAX_LENGTH)
  @NoHiddenCharacters({ message: HIDDEN_MESSAGE })
  @IsNotEmpty({ message: CANCEL_REASON_REQUIRED_MESSAGE })
  @IsString({ message: CANCEL_REASON_REQUIRED_MESSAGE })
  @Transform(trim)
  reason: string;

  @ApiPropertyOptional({ maxLength: CANCEL_FEEDBACK_MAX_LENGTH })
  @MaxLength(CANCEL_FEEDBACK_MAX_LENGTH)
  @NoHiddenCharacters({ message: HIDDEN_MESSAGE })
  @IsString()
  @IsOptional()
  @Transform(trim)
  feedback?: string;
}

export class DowngradeSubscriptionDto implements DowngradeSubscriptionRequest {
  @ApiProperty({ enum: PLAN_IDS })
  @IsIn(PLAN_IDS, { message: 'planId must be one of free, lite, plus, pro' })
  planId: PlanId;

  @ApiPropertyOptional({ maxLength: CANCEL_REASON_MAX_LENGTH })
  @MaxLength(CANCEL_REASON_MAX_LENGTH)
  @NoHiddenCharacters({ message: HIDDEN_MESSAGE })
  @IsString()
  @IsOptional()
  @Transform(trim)
  reason?: string;
}

/** A feature name in the path: lower-case words and hyphens (unknown names are 404 in the service). */
export class FeatureNameDto implements FeatureNameRequest {
  @ApiProperty({ example: 'mood-boosters' })
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: 'Unknown feature' })
  @IsString()
  name: string;
}

export class UsageResetDto implements UsageResetRequest {
  @IsISO8601()
  @IsOptional()
  asOf?: string;
}
