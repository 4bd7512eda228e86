import {
  ADMIN_ACTION_LOGGED_V1,
  AdminErrorCode,
  AuthErrorCode,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { adminRecord, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import type { AdminRecord } from './admin-users.repository';
import { ReauthenticateUseCase } from './reauthenticate.usecase';

describe('ReauthenticateUseCase', () => {
  const setup = (answer: unknown = {}, admin: AdminRecord | null = adminRecord({ last_active_at: null })) => {
    const kit = adminUnitKit(admin);
    const rpc = rpcAnswering({ [RpcPattern.authAdminProof]: answer });
    return { ...kit, rpc, useCase: new ReauthenticateUseCase(kit.gate, rpc, kit.uow) };
  };

  it('has auth check the password, starts the 30 minutes again and records it', async () => {
    const { useCase, rpc, admins, audit, unitOfWork } = setup();
    const view = await useCase.execute('admin-1', 'secret', 'session-1');
    expect(rpc.request).toHaveBeenCalledWith(
      RpcPattern.authAdminProof,
      { password: 'secret' },
      { userId: 'admin-1', headers: { [RpcHeader.sessionId]: 'session-1' } },
    );
    expect(admins.touch).toHaveBeenCalledWith('admin-1', expect.any(Date));
    expect(audit.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        adminId: 'admin-1',
        action: 'admin.reauthenticate',
        targetUserId: 'admin-1',
      }),
    );
    expect(unitOfWork.eventsOf(ADMIN_ACTION_LOGGED_V1)).toEqual([
      expect.objectContaining({ adminId: 'admin-1', action: 'admin.reauthenticate' }),
    ]);
    expect(view).toMatchObject({ userId: 'admin-1', sessionFresh: true });
  });

  it('sends no password field when none was given (auth answers the validation)', async () => {
    const { useCase, rpc } = setup();
    await useCase.execute('admin-1', undefined);
    expect(rpc.request).toHaveBeenCalledWith(RpcPattern.authAdminProof, {}, expect.anything());
  });

  it('a wrong password refreshes nothing and writes no row', async () => {
    const { useCase, admins, audit, unitOfWork } = setup(
      new RpcError(AuthErrorCode.invalidCredentials, 'Wrong password'),
    );
    await expect(useCase.execute('admin-1', 'wrong')).rejects.toMatchObject({
      code: AuthErrorCode.invalidCredentials,
    });
    expect(admins.touch).not.toHaveBeenCalled();
    expect(audit.insert).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses a non-admin before asking auth', async () => {
    const { useCase, rpc } = setup({}, null);
    await expect(useCase.execute('user-1', 'secret')).rejects.toMatchObject({
      code: AdminErrorCode.notAdmin,
    });
    expect(rpc.request).not.toHaveBeenCalled();
  });
});
