import {
  ADMIN_ACTION_LOGGED_V1,
  ADMIN_USER_DELETE_REQUESTED_V1,
  AdminErrorCode,
  deletionPhrase,
  RpcPattern,
} from '@maeum/contracts';
import { accountRow, adminRecord, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import { DeleteUserUseCase } from './delete-user.usecase';
import { TargetAccounts } from './target-accounts';

describe('DeleteUserUseCase', () => {
  const account = accountRow();
  const setup = (admin = adminRecord()) => {
    const kit = adminUnitKit(admin);
    const rpc = rpcAnswering({ [RpcPattern.authAdminAccountsGet]: account });
    return { ...kit, useCase: new DeleteUserUseCase(kit.gate, new TargetAccounts(rpc), kit.uow) };
  };

  it('with the exact phrase, records the deletion and asks auth to delete the account, together', async () => {
    const { useCase, admins, audit, unitOfWork } = setup();
    const result = await useCase.execute('admin-1', account.id, deletionPhrase(account.email));
    expect(admins.lockAdmin).toHaveBeenCalledWith('admin-1');
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'user.delete',
        targetUserId: account.id,
        details: { accountCreatedAt: account.createdAt },
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_USER_DELETE_REQUESTED_V1)).toEqual([
      { userId: account.id, requestedBy: 'admin-1', requestedAt: result.audit.createdAt },
    ]);
    expect(unitOfWork.events.find((e) => e.subject === ADMIN_USER_DELETE_REQUESTED_V1)?.options).toEqual({
      actorId: 'admin-1',
    });
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toHaveLength(1);
    expect(unitOfWork.commits).toBe(1);
  });

  it.each([
    ['another e-mail', 'DELETE-other@example.com'],
    ['a different case', deletionPhrase(account.email.toUpperCase())],
    ['no prefix', account.email],
  ])('refuses %s as confirmation, writing nothing', async (_case, phrase) => {
    const { useCase, audit, unitOfWork } = setup();
    await expect(useCase.execute('admin-1', account.id, phrase)).rejects.toMatchObject({
      code: AdminErrorCode.confirmationMismatch,
    });
    expect(audit.insert).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('needs activity within 30 minutes', async () => {
    const { useCase, unitOfWork } = setup(
      adminRecord({ last_active_at: new Date(Date.now() - 31 * 60_000) }),
    );
    await expect(useCase.execute('admin-1', account.id, deletionPhrase(account.email))).rejects.toMatchObject(
      { code: AdminErrorCode.adminSessionStale },
    );
    expect(unitOfWork.commits + unitOfWork.rollbacks).toBe(0);
  });

  it('the 11th action in 5 minutes rolls back with no event', async () => {
    const { useCase, audit, unitOfWork } = setup();
    audit.countSince.mockResolvedValue({ count: 10, oldest: new Date() });
    await expect(useCase.execute('admin-1', account.id, deletionPhrase(account.email))).rejects.toMatchObject(
      { code: AdminErrorCode.tooManyAdminActions },
    );
    expect(audit.insert).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });
});
