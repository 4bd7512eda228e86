import { Injectable } from '@nestjs/common';
import { ADMIN_AUDIT_EXPORT_MAX, type AdminAuditQuery } from '@maeum/contracts';
import { stringify } from 'csv-stringify/sync';
import { AdminGate } from '../access/admin-gate';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { latestAudit, writeAudit } from './audit-log';

const CSV_COLUMNS = ['createdAt', 'adminId', 'action', 'targetUserId', 'details', 'requestId', 'id'] as const;

/** GET /api/admin/audit-logs/export: the filtered log as CSV, up to the export's maximum. Audited. */
@Injectable()
export class ExportAuditUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, query: AdminAuditQuery): Promise<{ csv: string }> {
    await this.gate.check(adminId, 'panel');
    // The export is itself in the log, before the rows are read: it lists itself.
    await this.unitOfWork.run((scope) =>
      writeAudit(scope, { adminId, action: 'audit.export', details: { ...query } }),
    );
    const rows = await latestAudit(this.unitOfWork.direct().audit, query, ADMIN_AUDIT_EXPORT_MAX);
    const csv = stringify(
      rows.map((row) =>
        CSV_COLUMNS.map((column) => (column === 'details' ? JSON.stringify(row.details) : row[column])),
      ),
      { header: true, columns: [...CSV_COLUMNS] },
    );
    return { csv };
  }
}
