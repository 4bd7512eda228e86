import { Injectable } from '@nestjs/common';
import type { JournalEntryView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { EntryNotFoundError } from './entry-not-found.error';
import { entryView } from './journal-rows';
import { JournalUnitOfWork } from '../journal.unit-of-work';

@Injectable()
export class GetEntryUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, id: string): Promise<JournalEntryView> {
    const row = await this.unitOfWork.direct().entries.find(userId, id);
    if (!row) throw new EntryNotFoundError();
    return entryView(row, await this.keys.cipherFor(userId));
  }
}
