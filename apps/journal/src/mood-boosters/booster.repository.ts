import type { MoodBoosterEventType } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

/** One stored interaction: the spec's `{ type, timestamp }`, plain. */
export interface BoosterInteraction {
  type: MoodBoosterEventType;
  timestamp: string;
}

/**
 * What the person gave, sealed with their data key by the caller: the widget's bounded details
 * (a feeling chosen, an emoji; JSON) and the words they wrote.
 */
export interface SealedBoosterInput {
  payloadEnc?: string | null;
  journalEnc?: string | null;
}

export interface BoosterRow {
  id: string;
  slug: string;
  title: string;
  type: string | null;
  emoji_icon: string;
  created_at: Date;
}

/** journal.mood_boosters (the catalogue), user_mood_booster_logs and emoji_echo_logs. */
export class BoosterRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The active boosters in created order. */
  active(): Promise<BoosterRow[]> {
    return this.manager.query(
      `SELECT "id", "slug", "title", "type", "emoji_icon", "created_at" FROM "journal"."mood_boosters"
          WHERE "active" ORDER BY "created_at", "slug"`,
    );
  }

  async addLog(
    userId: string,
    boosterId: string,
    interaction: BoosterInteraction,
    sealed: SealedBoosterInput = {},
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."user_mood_booster_logs" ("user_id", "booster_id", "interaction", "payload_enc", "journal_enc")
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, boosterId, JSON.stringify(interaction), sealed.payloadEnc ?? null, sealed.journalEnc ?? null],
    );
  }

  /** An emoji echo, its reflection sealed by the caller. */
  async addEcho(echo: {
    userId: string;
    emoji: string;
    tone: string;
    reflectionEnc: string;
    fallback: boolean;
  }): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."emoji_echo_logs" ("user_id", "emoji", "tone", "reflection_enc", "fallback")
         VALUES ($1, $2, $3, $4, $5)`,
      [echo.userId, echo.emoji, echo.tone, echo.reflectionEnc, echo.fallback],
    );
  }

  logsOf(userId: string): Promise<
    {
      slug: string;
      interaction: { type: string };
      payload_enc: string | null;
      journal_enc: string | null;
      created_at: Date;
    }[]
  > {
    return this.manager.query(
      `SELECT b."slug", l."interaction", l."payload_enc", l."journal_enc", l."created_at"
           FROM "journal"."user_mood_booster_logs" l JOIN "journal"."mood_boosters" b ON b."id" = l."booster_id"
          WHERE l."user_id" = $1 ORDER BY l."id"`,
      [userId],
    );
  }

  echoesOf(
    userId: string,
  ): Promise<{ emoji: string; tone: string; reflection_enc: string; fallback: boolean; created_at: Date }[]> {
    return this.manager.query(
      `SELECT "emoji", "tone", "reflection_enc", "fallback", "created_at" FROM "journal"."emoji_echo_logs"
          WHERE "user_id" = $1 ORDER BY "id"`,
      [userId],
    );
  }
}
