import { Injectable } from '@nestjs/common';
import type { MoodBoosterEventType, MoodBoosterEventValue } from '@maeum/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** One stored interaction: the spec's `{ type, timestamp }` and the widget's bounded details. */
export interface BoosterInteraction {
  type: MoodBoosterEventType;
  timestamp: string;
  payload?: Record<string, MoodBoosterEventValue>;
}

@Injectable()
export class BoosterLogs {
  constructor(private readonly dataSource: DataSource) {}

  async add(
    userId: string,
    boosterId: string,
    interaction: BoosterInteraction,
    journalEnc: string | null = null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "journal"."user_mood_booster_logs" ("user_id", "booster_id", "interaction", "journal_enc")
       VALUES ($1, $2, $3, $4)`,
      [userId, boosterId, JSON.stringify(interaction), journalEnc],
    );
  }
}
