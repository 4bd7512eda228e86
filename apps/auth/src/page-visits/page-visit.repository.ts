import { EntityManager } from 'typeorm';

/** auth.page_visits: what was visited, kept only with the person's analytics consent. */
export class PageVisitRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Records the visit unless the person's analytics consent is off (on when no preference is kept):
   * the consent is read by the same statement. True when a row was written.
   */
  async recordWithConsent(userId: string, path: string): Promise<boolean> {
    const inserted: unknown[] = await this.manager.query(
      `INSERT INTO "auth"."page_visits" ("user_id", "path")
       SELECT $1, $2 WHERE coalesce(
         (SELECT "analytics_consent" FROM "auth"."user_preferences" WHERE "user_id" = $1), true)
       RETURNING "id"`,
      [userId, path],
    );
    return inserted.length === 1;
  }
}
