import { IsInt, IsISO8601, IsUUID, Max, Min } from 'class-validator';
import { SESSION_RATING_MAX, SESSION_RATING_MIN } from '@maeum/api-types';

/**
 * DO NOT CHANGE: published subject. A person said how they feel after an ended session (optional;
 * a second answer replaces the first). The journal keeps it for the mood score.
 */
export const SESSION_RATED_V1 = 'sessions.session.rated.v1';

export class SessionRatedV1 {
  @IsUUID()
  userId: string;

  @IsUUID()
  sessionId: string;

  @Max(SESSION_RATING_MAX)
  @Min(SESSION_RATING_MIN)
  @IsInt()
  rating: number;

  @IsISO8601()
  ratedAt: string;
}
