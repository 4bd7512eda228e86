import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  ValidateNested,
  IsInt,
  IsUUID,
  Max,
  Min,
  ValidateIf,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  CANCEL_FEEDBACK_MAX_LENGTH,
  type CheckoutRequest,
  type ConfirmPaymentRequest,
  type InvoicePdfRequest,
  type RecordIdRequest,
  type RefundRequest,
  type SandboxApproveRequest,
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
  type InvoiceListQuery,
  type RenewalRunRequest,
  type SettleOrderRequest,
  type TossWebhookRequest,
  type UsageResetRequest,
  type UsageReleaseRequest,
  type UsageReserveRequest,
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

class SessionHoldDto {
  @IsUUID()
  holdId: string;

  @IsIn(SESSION_TYPES)
  type: SessionType;

  @IsBoolean()
  @IsOptional()
  reply?: boolean;
}

class TextHoldDto {
  @IsUUID()
  holdId: string;
}

/** billing.usage.reserve, asked by the sessions service only (no HTTP route). */
export class UsageReserveDto implements UsageReserveRequest {
  @ValidateNested()
  @Type(() => SessionHoldDto)
  @IsOptional()
  session?: SessionHoldDto;

  @ValidateNested()
  @Type(() => TextHoldDto)
  @IsOptional()
  text?: TextHoldDto;

  @IsUUID('all', { each: true })
  @ArrayMaxSize(20)
  @IsArray()
  @IsOptional()
  replacing?: string[];
}

export class UsageReleaseDto implements UsageReleaseRequest {
  @IsUUID('all', { each: true })
  @ArrayMaxSize(20)
  @IsArray()
  holdIds: string[];
}

export class UsageResetDto implements UsageResetRequest {
  @IsISO8601()
  @IsOptional()
  asOf?: string;
}

/**
 * POST /api/webhooks/toss: Toss's body. `data` is Toss's payment object, whose many fields change
 * with Toss's versions, so it is taken whole and only its orderId is read; the rest is re-read
 * from Toss.
 */
export class TossWebhookDto implements TossWebhookRequest {
  @ApiProperty({ example: 'PAYMENT_STATUS_CHANGED' })
  @MaxLength(64)
  @IsString()
  eventType: string;

  @ApiPropertyOptional()
  @MaxLength(64)
  @IsString()
  @ValidateIf((o: TossWebhookDto) => o.createdAt !== undefined)
  createdAt?: string;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { orderId: 'ord_…' } })
  @IsObject()
  data: Record<string, unknown>;
}

/** billing.maintenance.renew-due: the same optional moment as the usage reset. */
export class RenewalRunDto extends UsageResetDto implements RenewalRunRequest {}

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** billing.maintenance.settle-order: the order a delayed reconcile job names. */
export class SettleOrderDto implements SettleOrderRequest {
  @ApiProperty()
  @Matches(ORDER_ID, { message: 'Unknown order' })
  @IsString()
  orderId: string;
}

export class CheckoutDto implements CheckoutRequest {
  @ApiProperty({ enum: PLAN_IDS })
  @IsIn(PLAN_IDS, { message: 'planId must be one of free, lite, plus, pro' })
  planId: PlanId;

  @ApiProperty({ enum: BILLING_PERIODS })
  @IsIn(BILLING_PERIODS, { message: 'billingPeriod must be monthly or annual' })
  billingPeriod: BillingPeriod;
}

export class SandboxApproveDto implements SandboxApproveRequest {
  @ApiProperty({ example: 'ord_3f9a0c1b2d4e5f60718293a4' })
  @Matches(ORDER_ID, { message: 'Unknown order' })
  @IsString()
  orderId: string;

  @ApiPropertyOptional({ example: '4330123412341234' })
  @Matches(/^\d{14,19}$/, { message: 'cardNumber must be 14 to 19 digits' })
  @IsString()
  @IsOptional()
  cardNumber?: string;
}

export class ConfirmPaymentDto implements ConfirmPaymentRequest {
  @ApiProperty()
  @Matches(ORDER_ID, { message: 'Unknown order' })
  @IsString()
  orderId: string;

  @ApiProperty({ description: 'Won, as the success page received it; checked against the order' })
  @Max(100_000_000)
  @Min(0)
  @IsInt()
  amount: number;

  @ApiPropertyOptional()
  @MaxLength(200)
  @IsString()
  @ValidateIf((o: ConfirmPaymentDto) => o.paymentKey !== undefined || o.authKey === undefined)
  paymentKey?: string;

  @ApiPropertyOptional({ description: 'From the card-registration window (billing key)' })
  @MaxLength(300)
  @IsString()
  @ValidateIf((o: ConfirmPaymentDto) => o.authKey !== undefined || o.paymentKey === undefined)
  authKey?: string;

  @ApiPropertyOptional()
  @MaxLength(300)
  @IsString()
  @ValidateIf((o: ConfirmPaymentDto) => o.authKey !== undefined)
  customerKey?: string;
}

export class RecordIdDto implements RecordIdRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Not found' })
  id: string;
}

export class RefundDto implements RefundRequest {
  @ApiProperty({ maxLength: CANCEL_REASON_MAX_LENGTH })
  @MaxLength(CANCEL_REASON_MAX_LENGTH)
  @NoHiddenCharacters({ message: HIDDEN_MESSAGE })
  @IsNotEmpty({ message: 'Please tell us why you would like a refund' })
  @IsString()
  @Transform(trim)
  reason: string;
}

/** POST /api/invoices/:id/refund: the invoice in the path, the reason in the body. */
export class RefundInvoiceDto extends RefundDto {
  @IsUUID('all', { message: 'Not found' })
  id: string;
}

export class InvoiceListQueryDto implements InvoiceListQuery {
  @ApiPropertyOptional({ description: 'The id of the last invoice already shown; the page after it' })
  @IsUUID('all', { message: 'before must be an invoice id' })
  @IsOptional()
  before?: string;
}

export class InvoicePdfQueryDto {
  @ApiPropertyOptional({ enum: ['en', 'ko'] })
  @IsIn(['en', 'ko'], { message: 'lang must be en or ko' })
  @IsOptional()
  lang?: 'en' | 'ko';
}

export class InvoicePdfDto extends InvoicePdfQueryDto implements InvoicePdfRequest {
  @IsUUID('all', { message: 'Not found' })
  id: string;
}
