import { IsIn, IsISO8601, IsUUID } from 'class-validator';
import { SESSION_TYPES, type SessionType } from '@maeum/api-types';

/**
 * DO NOT CHANGE: published subject. A companion session started and counts against the plan's
 * monthly sessions; billing adds it to the counters once per event id.
 */
export const USAGE_INCREMENTED_V1 = 'sessions.usage.incremented.v1';

export class UsageIncrementedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  sessionId: string;

  @IsIn(SESSION_TYPES)
  sessionType: SessionType;

  @IsISO8601()
  occurredAt: string;
}
