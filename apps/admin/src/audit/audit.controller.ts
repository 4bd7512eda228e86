import { Controller } from '@nestjs/common';
import { ADMIN_AUDIT_EXPORT_MAX, type AdminAuditRow, AdminAuditQueryDto, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import { AdminGate } from '../access/admin-gate';
import { AuditLog } from './audit-log';

const CSV_COLUMNS = ['createdAt', 'adminId', 'action', 'targetUserId', 'details', 'requestId', 'id'] as const;

/** GET /api/admin/audit-logs (the latest 50, by admin and action) and its CSV export (audited). */
@Controller()
export class AuditController {
  constructor(
    private readonly gate: AdminGate,
    private readonly audit: AuditLog,
    private readonly dataSource: DataSource,
  ) {}

  @RpcHandler(RpcPattern.adminAuditList)
  async list(input: AdminAuditQueryDto, call: RpcCallContext): Promise<AdminAuditRow[]> {
    await this.gate.check(call.callerId(), 'panel');
    return this.audit.latest(input ?? {});
  }

  @RpcHandler(RpcPattern.adminAuditExport)
  async export(input: AdminAuditQueryDto, call: RpcCallContext): Promise<{ csv: string }> {
    const adminId = call.callerId();
    await this.gate.check(adminId, 'panel');
    const query = input ?? {};
    // The export is itself in the log, before the rows are read: it lists itself.
    await this.dataSource.transaction((manager) =>
      this.audit.write(manager, { adminId, action: 'audit.export', details: { ...query } }),
    );
    const rows = await this.audit.latest(query, ADMIN_AUDIT_EXPORT_MAX);
    const csv = stringify(
      rows.map((row) =>
        CSV_COLUMNS.map((column) => (column === 'details' ? JSON.stringify(row.details) : row[column])),
      ),
      { header: true, columns: [...CSV_COLUMNS] },
    );
    return { csv };
  }
}
