import { Injectable } from '@nestjs/common';
import { type JournalEntryInput, JOURNAL_ENTRY_CREATED_V1, type JournalEntryView } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { entryView, sealTags } from './journal-rows';
import { WriterClock } from './writer-clock';

/**
 * Saves an entry (spec 001 §5 journal save): content as written (it was checked non-empty), the
 * title trimmed or null, tags trimmed without empties, mood or null, private unless said otherwise.
 * The sealed entry and the event that queues its analysis commit together (outbox). With an
 * idempotency key (RpcCallContext.idempotencyKey) a retry of the same save gets the first entry
 * back and writes nothing: the person's words are saved once, whatever became of the first answer.
 */
@Injectable()
export class CreateEntryUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
    private readonly clock: WriterClock,
  ) {}

  async execute(
    userId: string,
    input: JournalEntryInput,
    options: { createdAt?: Date; idempotencyKey?: string } = {},
  ): Promise<JournalEntryView> {
    const { createdAt, idempotencyKey } = options;
    const title = input.title?.trim() || null;
    const tags = input.tags ?? [];
    const [cipher] = await Promise.all([this.keys.cipherFor(userId), this.clock.writer(userId)]);
    const saved = await this.unitOfWork.run(async ({ entries, outbox }) => {
      const row = await entries.insert({
        userId,
        titleEnc: title ? cipher.seal(title) : null,
        contentEnc: cipher.seal(input.content),
        mood: input.mood ?? null,
        ...sealTags(cipher, tags),
        isPrivate: input.isPrivate ?? true,
        createdAt,
        idempotencyKey,
      });
      if (!row) return undefined;
      await outbox.add(JOURNAL_ENTRY_CREATED_V1, {
        entryId: row.id,
        userId,
        occurredAt: new Date().toISOString(),
      });
      return row;
    });
    if (!saved) {
      // Written by the first try (its insert waited for that one to commit): that entry, as it is now.
      const first = await this.unitOfWork.direct().entries.byIdempotencyKey(userId, idempotencyKey!);
      return entryView(first!, cipher);
    }
    return {
      id: saved.id,
      title,
      content: input.content,
      mood: input.mood ?? null,
      tags,
      isPrivate: input.isPrivate ?? true,
      createdAt: saved.created_at.toISOString(),
      analysis: null,
    };
  }
}
