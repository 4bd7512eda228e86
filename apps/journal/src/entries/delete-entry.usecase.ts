import { Injectable } from '@nestjs/common';
import { EntryNotFoundError } from './entry-not-found.error';
import { JournalStore } from './journal.store';

/** Deletes an entry with its analysis (the analysis row goes with it: ON DELETE CASCADE). */
@Injectable()
export class DeleteEntryUseCase {
  constructor(private readonly store: JournalStore) {}

  async execute(userId: string, id: string): Promise<{ deleted: true }> {
    if (!(await this.store.delete(userId, id))) throw new EntryNotFoundError();
    return { deleted: true };
  }
}
