import { EntityManager } from 'typeorm';
import type { SecurityEventType } from './security-events';

/** auth.security_events: kinds, ids and the user agent; never passwords, tokens or message content. */
export class SecurityEventRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(
    type: SecurityEventType,
    userId: string | null,
    data: Record<string, unknown>,
    userAgent: string | null,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO "auth"."security_events" ("user_id", "event_type", "event_data", "user_agent") VALUES ($1, $2, $3, $4)`,
      [userId, type, JSON.stringify(data), userAgent],
    );
  }

  /** Whether the account row is there (deleted accounts' rows may be gone). */
  async accountExists(userId: string): Promise<boolean> {
    const [exists]: unknown[] = await this.manager.query(`SELECT 1 FROM "auth"."users" WHERE "id" = $1`, [
      userId,
    ]);
    return exists !== undefined;
  }
}
