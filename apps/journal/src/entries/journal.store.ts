import { Injectable } from '@nestjs/common';
import { ReadBatcher } from '@maeum/persistence';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import type { EntryHead } from './entry.repository';

/**
 * The list's hot read: the first pages (no filter, no cursor) of every writer asked for in one turn
 * of the event loop, read by one prepared statement (EntryRepository.firstPages); a filtered page
 * or a later one is read on its own. No SQL of its own.
 */
@Injectable()
export class JournalStore {
  private readonly firstPages = new ReadBatcher<string, EntryHead[]>((userIds) =>
    this.loadFirstPages(userIds),
  );

  constructor(private readonly unitOfWork: JournalUnitOfWork) {}

  async page(
    userId: string,
    filter: { tag?: string; tagIndex?: string; moods?: string[]; before?: string },
  ): Promise<EntryHead[]> {
    if (!filter.tag && !filter.moods && !filter.before)
      return (await this.firstPages.read(userId.toLowerCase())) ?? [];
    return this.unitOfWork.direct().entries.page(userId, filter);
  }

  private async loadFirstPages(userIds: string[]): Promise<Map<string, EntryHead[]>> {
    const rows = await this.unitOfWork.direct().entries.firstPages(userIds);
    const pages = new Map<string, EntryHead[]>();
    for (const { user_id: userId, id, analysed } of rows) {
      const page = pages.get(userId);
      if (page) page.push({ id, analysed });
      else pages.set(userId, [{ id, analysed }]);
    }
    return pages;
  }
}
