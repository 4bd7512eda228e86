import type { DiagnosticsRow } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

/** The bench's by-user read of one row (the diagnostics hop): one primary-key lookup, nothing else. */
export class DiagnosticsRepository {
  constructor(private readonly manager: EntityManager) {}

  async readUser(userId: string | undefined): Promise<DiagnosticsRow | null> {
    const rows: DiagnosticsRow[] = await this.manager.query(
      'SELECT "id", "email", "full_name" AS "fullName", "created_at" AS "createdAt" FROM "auth"."users" WHERE "id" = $1',
      [userId],
    );
    return rows[0] ?? null;
  }
}
