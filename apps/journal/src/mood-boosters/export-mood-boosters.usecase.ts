import { Injectable } from '@nestjs/common';
import type { MoodBoosterUserExport } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** The caller's booster activity and emoji echoes, opened for them (part of GET /api/me/export). */
@Injectable()
export class ExportMoodBoostersUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string): Promise<MoodBoosterUserExport> {
    const { boosters } = this.unitOfWork.direct();
    const [cipher, activity, echoes] = await Promise.all([
      this.keys.cipherFor(userId),
      boosters.logsOf(userId),
      boosters.echoesOf(userId),
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
