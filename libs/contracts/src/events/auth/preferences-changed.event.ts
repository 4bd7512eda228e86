import { IsIn, IsInt, IsISO8601, IsString, IsUUID, MaxLength, Min } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. A user's time zone or language changed: the services that
 * keep them to place the person's "today" (journal's writers) follow without asking auth each time.
 */
export const PREFERENCES_CHANGED_V1 = 'auth.preferences.changed.v1';

export class PreferencesChangedV1 {
  @IsUUID()
  userId: string;

  /** An IANA zone, as auth validated it. */
  @IsString()
  @MaxLength(64)
  timezone: string;

  @IsIn(['en', 'ko'])
  language: 'en' | 'ko';

  /** Grows with every change of the row: a reader keeps the highest it has seen (events may arrive out of order). */
  @IsInt()
  @Min(1)
  revision: number;

  @IsISO8601()
  changedAt: string;
}
