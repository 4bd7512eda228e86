import { Injectable } from '@nestjs/common';
import { EntryViewCache } from '../data-keys/entry-view.cache';
import { EntryNotFoundError } from './entry-not-found.error';
import { JournalStore } from './journal.store';

/** Deletes an entry with its analysis (the analysis row goes with it: ON DELETE CASCADE). */
@Injectable()
export class DeleteEntryUseCase {
  constructor(
    private readonly store: JournalStore,
    private readonly views: EntryViewCache,
  ) {}

  async execute(userId: string, id: string): Promise<{ deleted: true }> {
    if (!(await this.store.delete(userId, id))) throw new EntryNotFoundError();
    this.views.forget(id);
    return { deleted: true };
  }
}
