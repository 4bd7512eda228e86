import { Injectable, Logger } from '@nestjs/common';
import { PurgeDeletedAccountsResult } from '@maeum/contracts';
import { DataSource } from 'typeorm';

const BATCH = 500;

/**
 * Hard-deletes accounts deleted longer ago than the retention (the legal text promises 30 days):
 * the users row, and with it (ON DELETE CASCADE) its revoked sessions, plus its security events.
 * Works in small batches so no transaction grows with the backlog; running it again is harmless.
 */
@Injectable()
export class PurgeDeletedAccountsUseCase {
  private readonly logger = new Logger(PurgeDeletedAccountsUseCase.name);

  constructor(private readonly dataSource: DataSource) {}

  async execute(olderThanDays: number): Promise<PurgeDeletedAccountsResult> {
    let purged = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string }[] = await manager.query(
          `SELECT "id" FROM "auth"."users" WHERE "deleted_at" < now() - make_interval(days => $1) LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [olderThanDays, BATCH],
        );
        if (rows.length === 0) return 0;
        const ids = rows.map((r) => r.id);
        await manager.query(`DELETE FROM "auth"."security_events" WHERE "user_id" = ANY($1::uuid[])`, [ids]);
        // A key made by a request that raced the deletion.
        await manager.query(`DELETE FROM "auth"."data_keys" WHERE "user_id" = ANY($1::uuid[])`, [ids]);
        await manager.query(`DELETE FROM "auth"."users" WHERE "id" = ANY($1::uuid[])`, [ids]);
        return ids.length;
      });
      purged += count;
      if (count < BATCH) break;
    }
    if (purged) this.logger.log({ purged, olderThanDays }, 'Deleted accounts purged');
    return { purged };
  }
}
