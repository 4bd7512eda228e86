import { Injectable } from '@nestjs/common';
import type { MoodBoosterEventRequest } from '@maeum/contracts';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { BoosterGate } from './booster-gate';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/**
 * Stores one interaction of an open booster (spec 001 §7). What the person gave (the widget's
 * details, the feeling-wheel reflection) is sealed with their data key, like a journal entry.
 */
@Injectable()
export class RecordBoosterEventUseCase {
  constructor(
    private readonly gate: BoosterGate,
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(
    userId: string,
    input: MoodBoosterEventRequest & { slug: string },
  ): Promise<{ recorded: true }> {
    const { booster } = await this.gate.open(userId, input.slug);
    const journal = input.journal?.trim() ? input.journal : null;
    const payload = input.payload && Object.keys(input.payload).length ? input.payload : null;
    const cipher = journal || payload ? await this.keys.cipherFor(userId) : null;
    await this.unitOfWork.direct().boosters.addLog(
      userId,
      booster.id,
      { type: input.type, timestamp: new Date().toISOString() },
      {
        payloadEnc: payload && cipher ? cipher.seal(JSON.stringify(payload)) : null,
        journalEnc: journal && cipher ? cipher.seal(journal) : null,
      },
    );
    return { recorded: true };
  }
}
