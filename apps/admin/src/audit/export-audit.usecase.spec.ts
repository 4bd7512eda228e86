import { ADMIN_ACTION_LOGGED_V1, ADMIN_AUDIT_EXPORT_MAX, AdminErrorCode } from '@maeum/contracts';
import { adminUnitKit, auditRecord } from '../admin-unit.test-kit';
import { ExportAuditUseCase } from './export-audit.usecase';

describe('ExportAuditUseCase', () => {
  it('records the export first, then answers up to the maximum as CSV', async () => {
    const kit = adminUnitKit();
    kit.audit.latest.mockResolvedValue([auditRecord({ details: { planId: 'lite' } })]);
    const { csv } = await new ExportAuditUseCase(kit.gate, kit.uow).execute('admin-1', {
      action: 'plan.grant',
    });
    expect(kit.audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        adminId: 'admin-1',
        action: 'audit.export',
        details: { action: 'plan.grant' },
      }),
    );
    expect(kit.audit.insert.mock.invocationCallOrder[0]).toBeLessThan(
      kit.audit.latest.mock.invocationCallOrder[0],
    );
    expect(kit.audit.latest).toHaveBeenCalledWith(
      { adminId: null, action: 'plan.grant' },
      ADMIN_AUDIT_EXPORT_MAX,
    );
    expect(kit.unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toEqual([
      expect.objectContaining({ action: 'audit.export' }),
    ]);
    expect(csv.split('\n')[0]).toBe('createdAt,adminId,action,targetUserId,details,requestId,id');
    expect(csv).toContain(
      '2026-11-27T05:00:00.000Z,admin-1,user.view,user-2,"{""planId"":""lite""}",req-1,audit-9',
    );
  });

  it('refuses a non-admin and records nothing', async () => {
    const kit = adminUnitKit(null);
    await expect(new ExportAuditUseCase(kit.gate, kit.uow).execute('user-1', {})).rejects.toMatchObject({
      code: AdminErrorCode.notAdmin,
    });
    expect(kit.audit.insert).not.toHaveBeenCalled();
  });
});
