import { Controller } from '@nestjs/common';
import { type AdminAuditRow, AdminAuditQueryDto, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ExportAuditUseCase } from './export-audit.usecase';
import { ListAuditUseCase } from './list-audit.usecase';

/** GET /api/admin/audit-logs (the latest 50, by admin and action) and its CSV export (audited). */
@Controller()
export class AuditController {
  constructor(
    private readonly listAudit: ListAuditUseCase,
    private readonly exportAudit: ExportAuditUseCase,
  ) {}

  @RpcHandler(RpcPattern.adminAuditList)
  list(input: AdminAuditQueryDto, call: RpcCallContext): Promise<AdminAuditRow[]> {
    return this.listAudit.execute(call.callerId(), input ?? {});
  }

  @RpcHandler(RpcPattern.adminAuditExport)
  export(input: AdminAuditQueryDto, call: RpcCallContext): Promise<{ csv: string }> {
    return this.exportAudit.execute(call.callerId(), input ?? {});
  }
}
