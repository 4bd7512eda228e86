import type { AdminAction } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

/** An admin.audit_log row as it is stored. */
export interface AuditRecord {
  id: string;
  admin_id: string | null;
  action: AdminAction;
  target_user_id: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
  created_at: Date;
}

/** What a new row says; id and time are the database's. */
export interface AuditInsert {
  adminId: string | null;
  action: AdminAction;
  targetUserId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
}

const COLUMNS = `"id", "admin_id", "action", "target_user_id", "details", "request_id", "created_at"`;

/**
 * admin.audit_log: rows are only ever added. A trigger refuses UPDATE, DELETE and TRUNCATE, and this
 * repository has no statement that would try.
 */
export class AuditLogRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(entry: AuditInsert): Promise<AuditRecord> {
    const [row]: AuditRecord[] = await this.manager.query(
      `INSERT INTO "admin"."audit_log" ("admin_id", "action", "target_user_id", "details", "request_id")
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [entry.adminId, entry.action, entry.targetUserId, JSON.stringify(entry.details), entry.requestId],
    );
    return row;
  }

  /** The newest rows first, filtered by admin and action when given. */
  latest(filter: { adminId: string | null; action: string | null }, limit: number): Promise<AuditRecord[]> {
    return this.manager.query(
      `SELECT ${COLUMNS} FROM "admin"."audit_log"
        WHERE ($1::uuid IS NULL OR "admin_id" = $1) AND ($2::text IS NULL OR "action" = $2)
        ORDER BY "created_at" DESC, "id" DESC LIMIT $3`,
      [filter.adminId, filter.action, limit],
    );
  }

  /** How many of `actions` the admin did since `since`, and when the oldest of them was. */
  async countSince(
    adminId: string,
    actions: readonly AdminAction[],
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const [row]: { count: string; oldest: Date | null }[] = await this.manager.query(
      `SELECT count(*) AS "count", min("created_at") AS "oldest" FROM "admin"."audit_log"
        WHERE "admin_id" = $1 AND "action" = ANY($2::text[]) AND "created_at" > $3`,
      [adminId, actions, since],
    );
    return { count: Number(row.count), oldest: row.oldest };
  }
}
