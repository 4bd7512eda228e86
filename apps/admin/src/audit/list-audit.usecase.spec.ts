import { ADMIN_AUDIT_LIST_SIZE, AdminErrorCode } from '@maeum/contracts';
import { adminUnitKit, auditRecord } from '../admin-unit.test-kit';
import { ListAuditUseCase } from './list-audit.usecase';

describe('ListAuditUseCase', () => {
  it('answers the newest 50 as views, filtered by admin and action', async () => {
    const kit = adminUnitKit();
    kit.audit.latest.mockResolvedValue([auditRecord()]);
    const rows = await new ListAuditUseCase(kit.gate, kit.uow).execute('admin-1', {
      adminId: 'admin-2',
      action: 'user.delete',
    });
    expect(kit.audit.latest).toHaveBeenCalledWith(
      { adminId: 'admin-2', action: 'user.delete' },
      ADMIN_AUDIT_LIST_SIZE,
    );
    expect(rows).toEqual([
      {
        id: 'audit-9',
        adminId: 'admin-1',
        action: 'user.view',
        targetUserId: 'user-2',
        details: {},
        requestId: 'req-1',
        createdAt: '2026-11-27T05:00:00.000Z',
      },
    ]);
    // Reading the log is not itself logged.
    expect(kit.audit.insert).not.toHaveBeenCalled();
  });

  it('without filters reads all', async () => {
    const kit = adminUnitKit();
    await new ListAuditUseCase(kit.gate, kit.uow).execute('admin-1', {});
    expect(kit.audit.latest).toHaveBeenCalledWith({ adminId: null, action: null }, ADMIN_AUDIT_LIST_SIZE);
  });

  it('refuses a non-admin', async () => {
    const kit = adminUnitKit(null);
    await expect(new ListAuditUseCase(kit.gate, kit.uow).execute('user-1', {})).rejects.toMatchObject({
      code: AdminErrorCode.notAdmin,
    });
    expect(kit.audit.latest).not.toHaveBeenCalled();
  });
});
