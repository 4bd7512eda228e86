import { Injectable } from '@nestjs/common';
import type { MoodBoosterUserExport } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';

/** The caller's booster activity and emoji echoes, opened for them (part of GET /api/me/export). */
@Injectable()
export class ExportMoodBoostersUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string): Promise<MoodBoosterUserExport> {
    const [cipher, activity, echoes] = await Promise.all([
      this.keys.cipherFor(userId),
      this.dataSource.query(
        `SELECT b."slug", l."interaction", l."payload_enc", l."journal_enc", l."created_at"
           FROM "journal"."user_mood_booster_logs" l JOIN "journal"."mood_boosters" b ON b."id" = l."booster_id"
          WHERE l."user_id" = $1 ORDER BY l."id"`,
        [userId],
      ) as Promise<
        {
          slug: string;
          interaction: { type: string };
          payload_enc: string | null;
          journal_enc: string | null;
          created_at: Date;
        }[]
      >,
      this.dataSource.query(
        `SELECT "emoji", "tone", "reflection_enc", "fallback", "created_at" FROM "journal"."emoji_echo_logs"
          WHERE "user_id" = $1 ORDER BY "id"`,
        [userId],
      ) as Promise<
        { emoji: string; tone: string; reflection_enc: string; fallback: boolean; created_at: Date }[]
      >,
    ]);
    return {
      activity: activity.map((row) => ({
        booster: row.slug,
        type: row.interaction.type,
        payload: row.payload_enc ? (JSON.parse(cipher.open(row.payload_enc)) as object) : null,
        journal: row.journal_enc ? cipher.open(row.journal_enc) : null,
        at: row.created_at.toISOString(),
      })),
      emojiEchoes: echoes.map((row) => ({
        emoji: row.emoji,
        tone: row.tone,
        reflection: cipher.open(row.reflection_enc),
        fallback: row.fallback,
        at: row.created_at.toISOString(),
      })),
    };
  }
}
