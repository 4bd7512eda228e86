import { ArrayMaxSize, IsArray, IsISO8601, IsUUID } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. What became of usage holds billing reserved for the sessions
 * service, committed with the change that decided it: `kept` holds got their reply and stay
 * counted; `released` holds never will (a session dropped with only its welcome) and are given
 * back. Billing skips holds already kept, released or expired, so a redelivery does nothing.
 */
export const USAGE_HOLDS_SETTLED_V1 = 'sessions.usage.holds-settled.v1';

export class UsageHoldsSettledV1 {
  @IsUUID()
  userId: string;

  @IsUUID('all', { each: true })
  @ArrayMaxSize(50)
  @IsArray()
  kept: string[];

  @IsUUID('all', { each: true })
  @ArrayMaxSize(50)
  @IsArray()
  released: string[];

  @IsISO8601()
  occurredAt: string;
}
