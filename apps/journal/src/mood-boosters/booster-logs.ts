import { Injectable } from '@nestjs/common';
import type { MoodBoosterEventType } from '@maeum/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** One stored interaction: the spec's `{ type, timestamp }`, plain. */
export interface BoosterInteraction {
  type: MoodBoosterEventType;
  timestamp: string;
}

/**
 * What the person gave, sealed with their data key by the caller: the widget's bounded details
 * (a feeling chosen, an emoji; JSON) and the words they wrote.
 */
export interface SealedBoosterInput {
  payloadEnc?: string | null;
  journalEnc?: string | null;
}

@Injectable()
export class BoosterLogs {
  constructor(private readonly dataSource: DataSource) {}

  async add(
    userId: string,
    boosterId: string,
    interaction: BoosterInteraction,
    sealed: SealedBoosterInput = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "journal"."user_mood_booster_logs" ("user_id", "booster_id", "interaction", "payload_enc", "journal_enc")
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, boosterId, JSON.stringify(interaction), sealed.payloadEnc ?? null, sealed.journalEnc ?? null],
    );
  }
}
