import { Injectable } from '@nestjs/common';
import { CacheBroadcast } from '@maeum/service-kit';
import { EntryNotFoundError } from './entry-not-found.error';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/** Deletes an entry with its analysis (the analysis row goes with it: ON DELETE CASCADE). */
@Injectable()
export class DeleteEntryUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly broadcast: CacheBroadcast,
  ) {}

  async execute(userId: string, id: string): Promise<{ deleted: true }> {
    if (!(await this.unitOfWork.direct().entries.delete(userId, id))) throw new EntryNotFoundError();
    // Every replica's cached view of it (EntryViewCache listens), this one's included.
    this.broadcast.announce('journal-entry', id);
    return { deleted: true };
  }
}
