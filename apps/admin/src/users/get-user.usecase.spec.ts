import { ADMIN_ACTION_LOGGED_V1, AdminErrorCode, CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { accountRow, adminRecord, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import { GetUserUseCase } from './get-user.usecase';
import { TargetAccounts } from './target-accounts';

describe('GetUserUseCase', () => {
  const subscription = { planId: 'plus' };
  const setup = (account: unknown = accountRow(), admin = adminRecord()) => {
    const kit = adminUnitKit(admin);
    const rpc = rpcAnswering({
      [RpcPattern.authAdminAccountsGet]: account,
      [RpcPattern.billingAdminSubscription]: subscription,
    });
    return { ...kit, rpc, useCase: new GetUserUseCase(kit.gate, new TargetAccounts(rpc), rpc, kit.uow) };
  };

  it('answers the account, whether it is an admin, and its plan, and records the view', async () => {
    const { useCase, admins, audit, unitOfWork } = setup();
    admins.exists.mockResolvedValue(true);
    const target = accountRow().id;
    await expect(useCase.execute('admin-1', target)).resolves.toEqual({
      user: { ...accountRow(), isAdmin: true },
      subscription,
    });
    expect(admins.exists).toHaveBeenCalledWith(target);
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({ adminId: 'admin-1', action: 'user.view', targetUserId: target }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toEqual([
      expect.objectContaining({ action: 'user.view', targetUserId: target }),
    ]);
  });

  it('answers 404 for an account auth does not have, and records nothing', async () => {
    const { useCase, audit, unitOfWork } = setup(null);
    await expect(useCase.execute('admin-1', accountRow().id)).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
    expect(audit.insert).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('needs the user list’s access: a stale session is refused before anything is read', async () => {
    const { useCase, rpc, audit } = setup(accountRow(), adminRecord({ last_active_at: null }));
    await expect(useCase.execute('admin-1', accountRow().id)).rejects.toMatchObject({
      code: AdminErrorCode.adminSessionStale,
    });
    expect(rpc.request).not.toHaveBeenCalled();
    expect(audit.insert).not.toHaveBeenCalled();
  });
});
