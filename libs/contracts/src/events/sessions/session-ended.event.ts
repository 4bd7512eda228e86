import { IsIn, IsInt, IsISO8601, IsUUID, Min } from 'class-validator';
import { SESSION_TYPES, type SessionType } from '@maeum/api-types';

/** Where the talk ended against where it started, as the session's summary read it. No words. */
export const MOOD_DIRECTIONS = ['lighter', 'same', 'heavier', 'unclear'] as const;
export type MoodDirection = (typeof MOOD_DIRECTIONS)[number];

/**
 * DO NOT CHANGE: published subject. A companion session ended (the end button, time up, or
 * replaced by a new one). Counts only: no title, no words, no mood tags.
 */
export const SESSION_ENDED_V1 = 'sessions.session.ended.v1';

export class SessionEndedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  sessionId: string;

  @IsIn(SESSION_TYPES)
  sessionType: SessionType;

  @Min(0)
  @IsInt()
  durationSeconds: number;

  /** Every message of the session, the companion's included (the number its card shows). */
  @Min(0)
  @IsInt()
  messageCount: number;

  @IsIn(MOOD_DIRECTIONS)
  moodDirection: MoodDirection;

  @IsISO8601()
  startedAt: string;

  @IsISO8601()
  endedAt: string;
}
