import { Injectable } from '@nestjs/common';
import type { JournalAnalysisView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { EntryNotFoundError } from '../entries/entry-not-found.error';
import { analysisView } from '../entries/journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** An entry's analysis for its owner; null while it is being written (the gateway says 202). */
@Injectable()
export class GetAnalysisUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, entryId: string): Promise<JournalAnalysisView | null> {
    const row = await this.unitOfWork.direct().entries.find(userId, entryId);
    if (!row) throw new EntryNotFoundError();
    return row.details_enc ? analysisView(row, await this.keys.cipherFor(userId)) : null;
  }
}
