import { IsBoolean, IsISO8601, IsString, IsUUID, Matches } from 'class-validator';

/**
 * DO NOT CHANGE: published subject. A person opened a mood booster (on their plan, or through a
 * Free plan's preview). No words: the booster's slug only.
 */
export const BOOSTER_ACTIVATED_V1 = 'journal.booster.activated.v1';

export class BoosterActivatedV1 {
  @IsUUID()
  userId: string;

  @Matches(/^[a-z][a-z-]{0,39}$/)
  @IsString()
  slug: string;

  /** Opened through the Free plan's preview. */
  @IsBoolean()
  preview: boolean;

  @IsISO8601()
  occurredAt: string;
}
