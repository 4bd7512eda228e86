import { Injectable } from '@nestjs/common';
import type { PageVisitView } from '@maeum/contracts';
import { DataSource } from 'typeorm';

/**
 * POST /api/page-visits (spec 000): a visit is kept only while the
 * person's analytics consent is on (on by default, as the spec's preferences are); with it off
 * nothing is written and the answer says so. Nothing is sent to third parties.
 */
@Injectable()
export class RecordPageVisitUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(userId: string, path: string): Promise<PageVisitView> {
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO "auth"."page_visits" ("user_id", "path")
       SELECT $1, $2 WHERE coalesce(
         (SELECT "analytics_consent" FROM "auth"."user_preferences" WHERE "user_id" = $1), true)
       RETURNING "id"`,
      [userId, path],
    );
    return { recorded: inserted.length === 1 };
  }
}
