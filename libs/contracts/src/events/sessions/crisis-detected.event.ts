import { IsIn, IsISO8601, IsUUID } from 'class-validator';

export const CRISIS_CATEGORIES = ['suicide', 'self_harm', 'abuse', 'violence'] as const;

/**
 * DO NOT CHANGE: published subject. The safety gate gave a crisis referral. Counts only: no words
 * of the person's, no user id (the operator files the yearly count).
 */
export const CRISIS_DETECTED_V1 = 'sessions.safety.crisis_detected.v1';

export class CrisisDetectedV1 {
  @IsUUID()
  sessionId: string;

  @IsIn(CRISIS_CATEGORIES)
  category: (typeof CRISIS_CATEGORIES)[number];

  @IsIn(['en', 'ko'])
  language: 'en' | 'ko';

  @IsISO8601()
  occurredAt: string;
}
