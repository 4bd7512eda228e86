import {
  ADMIN_ACTION_LOGGED_V1,
  ADMIN_AUDIT_EXPORT_MAX,
  ADMIN_AUDIT_LIST_SIZE,
  type AdminAction,
  type AdminAuditQuery,
  type AdminAuditRow,
} from '@maeum/contracts';
import type { TransactionOutbox } from '@maeum/service-kit';
import { currentRequestContext } from '@maeum/telemetry';
import type { AuditLogRepository, AuditRecord } from './audit-log.repository';

export interface AuditEntry {
  /** null: the operator, from the command line. */
  adminId: string | null;
  action: AdminAction;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

export const toAuditView = (row: AuditRecord): AdminAuditRow => ({
  id: row.id,
  adminId: row.admin_id,
  action: row.action,
  targetUserId: row.target_user_id,
  details: row.details,
  requestId: row.request_id,
  createdAt: row.created_at.toISOString(),
});

/**
 * The audit row, and `admin.action.logged.v1` for auth's security events, in the transaction of the
 * action it records: an action and its row stand or fall together (admin.audit_log is append-only).
 */
export async function writeAudit(
  { audit, outbox }: { audit: AuditLogRepository; outbox: TransactionOutbox },
  entry: AuditEntry,
): Promise<AdminAuditRow> {
  const view = toAuditView(
    await audit.insert({
      adminId: entry.adminId,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      details: entry.details ?? {},
      requestId: currentRequestContext()?.requestId ?? null,
    }),
  );
  await outbox.add(
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
export async function latestAudit(
  audit: AuditLogRepository,
  query: AdminAuditQuery,
  limit = ADMIN_AUDIT_LIST_SIZE,
): Promise<AdminAuditRow[]> {
  const rows = await audit.latest(
    { adminId: query.adminId ?? null, action: query.action ?? null },
    Math.min(limit, ADMIN_AUDIT_EXPORT_MAX),
  );
  return rows.map(toAuditView);
}
