import { Injectable } from '@nestjs/common';
import type { JournalWeeklySummaryView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** The latest weekly recap, or null before the first one (the card shows its placeholder). */
@Injectable()
export class GetWeeklySummaryUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string): Promise<JournalWeeklySummaryView | null> {
    const row = await this.unitOfWork.direct().summaries.latest(userId);
    if (!row) return null;
    const cipher = await this.keys.cipherFor(userId);
    return { summary: cipher.open(row.summary_enc), toneTags: row.tone_tags, weekStart: row.week_start };
  }
}
