import { Injectable, Logger } from '@nestjs/common';
import { weeklySummary } from '@maeum/ai';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { addDays, localDay, localWeekday } from '../entries/writer-clock';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/**
 * The weekly-summary job (runs hourly): for every writer whose local day is Monday, the recap of
 * the week before (Monday to Sunday in their zone) when they wrote that week and it is not written
 * yet. Keyed by (writer, week start), so a second run in the same hour writes nothing more.
 */
@Injectable()
export class WriteWeeklySummariesUseCase {
  private readonly logger = new Logger(WriteWeeklySummariesUseCase.name);

  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(now = new Date()): Promise<{ written: number }> {
    const { writers: known, summaries } = this.unitOfWork.direct();
    const writers = await known.recentlyWriting(now);
    let written = 0;
    for (const writer of writers) {
      if (localWeekday(now, writer.timezone) !== 1) continue;
      const weekStart = addDays(localDay(now, writer.timezone), -7);
      const entries = await summaries.weekToRecap(writer.user_id, writer.timezone, weekStart);
      if (!entries.length) continue;
      const recap = weeklySummary(
        entries.map((e) => ({ emotionTags: e.emotion_tags ?? [], createdAt: e.created_at })),
        writer.language,
      );
      const cipher = await this.keys.cipherFor(writer.user_id);
      const saved = await summaries.add(
        writer.user_id,
        weekStart,
        cipher.seal(recap.summary),
        recap.toneTags,
      );
      if (saved) written++;
    }
    if (written) this.logger.log({ written }, 'Weekly recaps written');
    return { written };
  }
}
