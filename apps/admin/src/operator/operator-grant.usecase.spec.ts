import { ADMIN_ACTION_LOGGED_V1, ADMIN_ROLE_CHANGED_V1, CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { accountRow, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import { OperatorGrantUseCase } from './operator-grant.usecase';

describe('OperatorGrantUseCase', () => {
  const account = accountRow();
  const setup = (found: unknown = account) => {
    const kit = adminUnitKit();
    const rpc = rpcAnswering({ [RpcPattern.authAdminAccountsGet]: found });
    return { ...kit, rpc, useCase: new OperatorGrantUseCase(rpc, kit.uow) };
  };

  it('makes an admin, records it as the operator’s and tells auth, in one commit', async () => {
    const { useCase, rpc, admins, audit, unitOfWork } = setup();
    admins.grant.mockResolvedValue(true);
    const row = await useCase.execute(account.email, true, 'on-call lead');
    expect(rpc.request).toHaveBeenCalledWith(RpcPattern.authAdminAccountsGet, { email: account.email });
    expect(admins.grant).toHaveBeenCalledWith(account.id, account.createdAt);
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        adminId: null,
        action: 'admin.grant',
        targetUserId: account.id,
        details: { by: 'operator', changed: true, reason: 'on-call lead' },
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ROLE_CHANGED_V1)).toEqual([
      { userId: account.id, isAdmin: true, changedAt: row.createdAt },
    ]);
    // The operator has no admin id: the logged event names none, and has no actor.
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toEqual([
      expect.not.objectContaining({ adminId: expect.anything() }),
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('granting an admin again changes nothing and is still recorded', async () => {
    const { useCase, admins, audit } = setup();
    admins.grant.mockResolvedValue(false);
    const row = await useCase.execute(account.email, true);
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({ details: { by: 'operator', changed: false } }),
    );
    expect(row.details).toEqual({ by: 'operator', changed: false });
  });

  it('revokes the role, telling auth the user is no admin', async () => {
    const { useCase, admins, unitOfWork } = setup();
    admins.revoke.mockResolvedValue(true);
    await useCase.execute(account.email, false);
    expect(admins.revoke).toHaveBeenCalledWith(account.id);
    expect(admins.grant).not.toHaveBeenCalled();
    expect(unitOfWork.eventsOf(ADMIN_ROLE_CHANGED_V1)).toEqual([expect.objectContaining({ isAdmin: false })]);
  });

  it('an unknown e-mail is 404 and writes nothing', async () => {
    const { useCase, admins, unitOfWork } = setup(null);
    await expect(useCase.execute('nobody@example.com', true)).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(admins.grant).not.toHaveBeenCalled();
    expect(unitOfWork.commits + unitOfWork.rollbacks).toBe(0);
  });
});
