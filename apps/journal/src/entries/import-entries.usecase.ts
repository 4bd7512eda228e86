import { Injectable } from '@nestjs/common';
import {
  type ImportJournalRequest,
  type ImportJournalView,
  JOURNAL_ENTRY_CREATED_V1,
} from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { sealTags } from './journal-rows';
import { JournalStore } from './journal.store';

/**
 * Brings entries back from a maeum. export (Markdown or JSON, read by the page): each keeps the
 * moment it was written, is sealed like a new entry and analysed again. An entry written at the
 * same moment as one already here is the same entry: importing a file twice adds nothing.
 */
@Injectable()
export class ImportEntriesUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: JournalStore,
    private readonly keys: JournalDataKeys,
    private readonly outbox: Outbox,
  ) {}

  async execute(userId: string, input: ImportJournalRequest): Promise<ImportJournalView> {
    const cipher = await this.keys.cipherFor(userId);
    const result = await this.dataSource.transaction(async (manager) => {
      const existing: { created_at: Date }[] = await manager.query(
        `SELECT "created_at" FROM "journal"."journal_entries" WHERE "user_id" = $1 AND "created_at" = ANY($2::timestamptz[])`,
        [userId, input.entries.map((e) => e.createdAt)],
      );
      const seen = new Set(existing.map((row) => row.created_at.getTime()));
      let imported = 0;
      for (const entry of input.entries) {
        const at = new Date(entry.createdAt);
        if (seen.has(at.getTime())) continue;
        seen.add(at.getTime());
        const title = entry.title?.trim() || null;
        const row = await this.store.insert(manager, {
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
        await this.outbox.add(manager, JOURNAL_ENTRY_CREATED_V1, {
          entryId: row.id,
          userId,
          occurredAt: new Date().toISOString(),
        });
        imported++;
      }
      return { imported, skipped: input.entries.length - imported };
    });
    this.outbox.notifyCommitted();
    return result;
  }
}
