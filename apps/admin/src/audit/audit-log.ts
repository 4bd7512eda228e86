import { Injectable } from '@nestjs/common';
import {
  ADMIN_ACTION_LOGGED_V1,
  ADMIN_AUDIT_EXPORT_MAX,
  ADMIN_AUDIT_LIST_SIZE,
  type AdminAction,
  type AdminAuditQuery,
  type AdminAuditRow,
} from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { currentRequestContext } from '@maeum/telemetry';
import { DataSource, EntityManager } from 'typeorm';

interface AuditRecord {
  id: string;
  admin_id: string | null;
  action: AdminAction;
  target_user_id: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
  created_at: Date;
}

const COLUMNS = `"id", "admin_id", "action", "target_user_id", "details", "request_id", "created_at"`;

export interface AuditEntry {
  /** null: the operator, from the command line. */
  adminId: string | null;
  action: AdminAction;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

const toView = (row: AuditRecord): AdminAuditRow => ({
  id: row.id,
  adminId: row.admin_id,
  action: row.action,
  targetUserId: row.target_user_id,
  details: row.details,
  requestId: row.request_id,
  createdAt: row.created_at.toISOString(),
});

/**
 * admin.audit_log: rows are only ever added (a trigger refuses UPDATE, DELETE and TRUNCATE). The
 * write runs in the transaction of the action it records, so an action and its row stand or fall together;
 * the security-events copy (auth) follows through the outbox.
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The row, and `admin.action.logged.v1` for auth's security events, in the caller's transaction. */
  async write(manager: EntityManager, entry: AuditEntry): Promise<AdminAuditRow> {
    const [row]: AuditRecord[] = await manager.query(
      `INSERT INTO "admin"."audit_log" ("admin_id", "action", "target_user_id", "details", "request_id")
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [
        entry.adminId,
        entry.action,
        entry.targetUserId ?? null,
        JSON.stringify(entry.details ?? {}),
        currentRequestContext()?.requestId ?? null,
      ],
    );
    const view = toView(row);
    await this.outbox.add(
      manager,
      ADMIN_ACTION_LOGGED_V1,
      {
        auditId: view.id,
        ...(view.adminId ? { adminId: view.adminId } : {}),
        action: view.action,
        ...(view.targetUserId ? { targetUserId: view.targetUserId } : {}),
        occurredAt: view.createdAt,
      },
      view.adminId ? { actorId: view.adminId } : {},
    );
    return view;
  }

  /** The newest rows first, filtered by admin and action (spec §9: the latest 50). */
  async latest(query: AdminAuditQuery, limit = ADMIN_AUDIT_LIST_SIZE): Promise<AdminAuditRow[]> {
    const rows: AuditRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "admin"."audit_log"
        WHERE ($1::uuid IS NULL OR "admin_id" = $1) AND ($2::text IS NULL OR "action" = $2)
        ORDER BY "created_at" DESC, "id" DESC LIMIT $3`,
      [query.adminId ?? null, query.action ?? null, Math.min(limit, ADMIN_AUDIT_EXPORT_MAX)],
    );
    return rows.map(toView);
  }

  /**
   * How many of `actions` the admin did since `since`, and when the oldest of them was: read after
   * the admin's row is locked, so two concurrent actions cannot both slip under the limit.
   */
  async countSince(
    manager: EntityManager,
    adminId: string,
    actions: readonly AdminAction[],
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const [row]: { count: string; oldest: Date | null }[] = await manager.query(
      `SELECT count(*) AS "count", min("created_at") AS "oldest" FROM "admin"."audit_log"
        WHERE "admin_id" = $1 AND "action" = ANY($2::text[]) AND "created_at" > $3`,
      [adminId, actions, since],
    );
    return { count: Number(row.count), oldest: row.oldest };
  }
}
