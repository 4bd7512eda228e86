import { Injectable } from '@nestjs/common';
import type { AdminAuditQuery, AdminAuditRow } from '@maeum/contracts';
import { AdminGate } from '../access/admin-gate';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { latestAudit } from './audit-log';

/** GET /api/admin/audit-logs: the latest 50, by admin and action. Panel access only; not audited. */
@Injectable()
export class ListAuditUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, query: AdminAuditQuery): Promise<AdminAuditRow[]> {
    await this.gate.check(adminId, 'panel');
    return latestAudit(this.unitOfWork.direct().audit, query);
  }
}
