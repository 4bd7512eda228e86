import { Injectable } from '@nestjs/common';
import {
  type ImportJournalRequest,
  type ImportJournalView,
  JOURNAL_ENTRY_CREATED_V1,
} from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { sealTags } from './journal-rows';

/**
 * Brings entries back from a maeum. export (Markdown or JSON, read by the page): each keeps the
 * moment it was written, is sealed like a new entry and analysed again. An entry written at the
 * same moment as one already here is the same entry: importing a file twice adds nothing.
 */
@Injectable()
export class ImportEntriesUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string, input: ImportJournalRequest): Promise<ImportJournalView> {
    const cipher = await this.keys.cipherFor(userId);
    return this.unitOfWork.run(async ({ entries, outbox }) => {
      const existing = await entries.createdAtAmong(
        userId,
        input.entries.map((e) => e.createdAt),
      );
      const seen = new Set(existing.map((at) => at.getTime()));
      let imported = 0;
      for (const entry of input.entries) {
        const at = new Date(entry.createdAt);
        if (seen.has(at.getTime())) continue;
        seen.add(at.getTime());
        const title = entry.title?.trim() || null;
        const row = await entries.insert({
          userId,
          titleEnc: title ? cipher.seal(title) : null,
          contentEnc: cipher.seal(entry.content),
          mood: entry.mood ?? null,
          ...sealTags(cipher, entry.tags ?? []),
          isPrivate: entry.isPrivate ?? true,
          createdAt: at,
        });
        // Without an idempotency key an insert always writes.
        if (!row) continue;
        await outbox.add(JOURNAL_ENTRY_CREATED_V1, {
          entryId: row.id,
          userId,
          occurredAt: new Date().toISOString(),
        });
        imported++;
      }
      return { imported, skipped: input.entries.length - imported };
    });
  }
}
