import { Injectable } from '@nestjs/common';
import { BOOSTER_ACTIVATED_V1, type MoodBoosterActivationView } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { BoosterGate } from './booster-gate';
import { BoosterLogs } from './booster-logs';

/**
 * Opens a booster for the caller if their plan (or open preview) allows it: the click is logged
 * and `journal.booster.activated.v1` published, together (outbox).
 */
@Injectable()
export class ActivateBoosterUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: BoosterGate,
    private readonly logs: BoosterLogs,
    private readonly outbox: Outbox,
  ) {}

  async execute(userId: string, slug: string): Promise<MoodBoosterActivationView> {
    const { booster, previewUntil } = await this.gate.open(userId, slug);
    const occurredAt = new Date().toISOString();
    await this.dataSource.transaction(async (manager) => {
      await this.logs.add(userId, booster.id, { type: 'activated', timestamp: occurredAt }, {}, manager);
      await this.outbox.add(manager, BOOSTER_ACTIVATED_V1, {
        userId,
        slug: booster.slug,
        preview: previewUntil !== null,
        occurredAt,
      });
    });
    this.outbox.notifyCommitted();
    return { slug: booster.slug, previewUntil };
  }
}
