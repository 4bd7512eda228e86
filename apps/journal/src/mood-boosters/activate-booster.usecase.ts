import { Injectable } from '@nestjs/common';
import type { MoodBoosterActivationView } from '@maeum/contracts';
import { BoosterGate } from './booster-gate';
import { BoosterLogs } from './booster-logs';

/** Opens a booster for the caller if their plan (or open preview) allows it, and logs the click. */
@Injectable()
export class ActivateBoosterUseCase {
  constructor(
    private readonly gate: BoosterGate,
    private readonly logs: BoosterLogs,
  ) {}

  async execute(userId: string, slug: string): Promise<MoodBoosterActivationView> {
    const { booster, previewUntil } = await this.gate.open(userId, slug);
    await this.logs.add(userId, booster.id, { type: 'activated', timestamp: new Date().toISOString() });
    return { slug: booster.slug, previewUntil };
  }
}
