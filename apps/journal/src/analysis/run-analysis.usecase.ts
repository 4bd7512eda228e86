import { Injectable, Logger } from '@nestjs/common';
import { analyseJournalEntry } from '@maeum/ai';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import type { AnalysisDetails } from '../entries/journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { JournalModel } from './journal-model';

/**
 * The worker's journal-analysis job: opens the entry, has it analysed (the model, else offline),
 * and keeps the result sealed. An entry analysed already, or deleted since, is left alone, so a
 * retried job changes nothing.
 */
@Injectable()
export class RunAnalysisUseCase {
  private readonly logger = new Logger(RunAnalysisUseCase.name);

  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
    private readonly journalModel: JournalModel,
  ) {}

  async execute(input: { entryId: string; userId: string }): Promise<{ analysed: boolean; by?: string }> {
    const row = await this.unitOfWork.direct().entries.find(input.userId, input.entryId);
    if (!row || row.details_enc) return { analysed: false };
    const cipher = await this.keys.cipherFor(input.userId);
    const result = await analyseJournalEntry(
      { title: row.title_enc ? cipher.open(row.title_enc) : null, content: cipher.open(row.content_enc) },
      this.journalModel.model,
      this.journalModel.timeoutMs,
    );
    if (result.fallbackReason)
      this.logger.warn(
        { provider: this.journalModel.model?.name, reason: result.fallbackReason },
        'Journal analysis fell back to offline',
      );
    const { moodTag, emotionTags, ...sentences } = result.analysis;
    const details: AnalysisDetails = sentences;
    const analysed = await this.unitOfWork.direct().analyses.add({
      entryId: row.id,
      userId: input.userId,
      moodTag,
      emotionTags,
      detailsEnc: cipher.seal(JSON.stringify(details)),
      writtenBy: result.by,
    });
    return { analysed, by: result.by };
  }
}
