import { Injectable } from '@nestjs/common';
import { BOOSTER_ACTIVATED_V1, type MoodBoosterActivationView } from '@maeum/contracts';
import { BoosterGate } from './booster-gate';
import { JournalUnitOfWork } from '../journal.unit-of-work';

/**
 * Opens a booster for the caller if their plan (or open preview) allows it: the click is logged
 * and `journal.booster.activated.v1` published, together (outbox).
 */
@Injectable()
export class ActivateBoosterUseCase {
  constructor(
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly gate: BoosterGate,
  ) {}

  async execute(userId: string, slug: string): Promise<MoodBoosterActivationView> {
    const { booster, previewUntil } = await this.gate.open(userId, slug);
    const occurredAt = new Date().toISOString();
    await this.unitOfWork.run(async ({ boosters, outbox }) => {
      await boosters.addLog(userId, booster.id, { type: 'activated', timestamp: occurredAt });
      await outbox.add(BOOSTER_ACTIVATED_V1, {
        userId,
        slug: booster.slug,
        preview: previewUntil !== null,
        occurredAt,
      });
    });
    return { slug: booster.slug, previewUntil };
  }
}
