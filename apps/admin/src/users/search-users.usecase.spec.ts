import { ADMIN_USERS_PAGE_SIZE, AdminErrorCode, CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { accountRow, adminRecord, adminUnitKit, rpcAnswering } from '../admin-unit.test-kit';
import { SearchUsersUseCase } from './search-users.usecase';
import { decodeCursor, encodeCursor } from './user-cursor';

describe('SearchUsersUseCase', () => {
  const accounts = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      accountRow({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        email: `User${String(i).padStart(2, '0')}@example.com`,
      }),
    );
  const setup = (found: ReturnType<typeof accounts>, admin = adminRecord()) => {
    const kit = adminUnitKit(admin);
    const rpc = rpcAnswering({
      [RpcPattern.authAdminAccountsSearch]: found,
      [RpcPattern.billingAdminPlansOf]: ({ userIds }: { userIds: string[] }) =>
        userIds.slice(0, 1).map((userId) => ({ userId, planId: 'lite', granted: true })),
    });
    return { ...kit, rpc, useCase: new SearchUsersUseCase(kit.gate, rpc) };
  };

  it('asks auth for one more than a page by the trimmed, lower-cased prefix, and gives a cursor', async () => {
    const found = accounts(ADMIN_USERS_PAGE_SIZE + 1);
    const { useCase, rpc } = setup(found);
    const page = await useCase.execute('admin-1', { q: '  USER ' });
    expect(rpc.request).toHaveBeenCalledWith(
      RpcPattern.authAdminAccountsSearch,
      { prefix: 'user', limit: ADMIN_USERS_PAGE_SIZE + 1 },
      { userId: 'admin-1' },
    );
    expect(page.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(page.users[0]).toMatchObject({ planId: 'lite', planGranted: true });
    expect(page.users[1]).toMatchObject({ planId: 'free', planGranted: false });
    const last = found[ADMIN_USERS_PAGE_SIZE - 1];
    expect(decodeCursor(page.nextCursor!)).toEqual({ email: last.email.toLowerCase(), id: last.id });
  });

  it('continues after the cursor’s row, and the last page has no cursor', async () => {
    const { useCase, rpc } = setup(accounts(3));
    const cursor = encodeCursor({ email: 'user19@example.com', id: '00000000-0000-4000-8000-000000000019' });
    const page = await useCase.execute('admin-1', { q: 'user', cursor });
    expect(rpc.request).toHaveBeenCalledWith(
      RpcPattern.authAdminAccountsSearch,
      expect.objectContaining({
        afterEmail: 'user19@example.com',
        afterId: '00000000-0000-4000-8000-000000000019',
      }),
      expect.anything(),
    );
    expect(page.nextCursor).toBeNull();
  });

  it('an empty page asks billing nothing', async () => {
    const { useCase, rpc } = setup([]);
    await expect(useCase.execute('admin-1', { q: 'zz' })).resolves.toEqual({ users: [], nextCursor: null });
    expect(rpc.request).toHaveBeenCalledTimes(1);
  });

  it('refuses a cursor it did not give', async () => {
    const { useCase, rpc } = setup([]);
    await expect(useCase.execute('admin-1', { cursor: 'not-ours' })).rejects.toMatchObject({
      code: CommonErrorCode.validationFailed,
    });
    expect(rpc.request).not.toHaveBeenCalled();
  });

  it('needs activity within 30 minutes', async () => {
    const { useCase } = setup([], adminRecord({ last_active_at: null }));
    await expect(useCase.execute('admin-1', {})).rejects.toMatchObject({
      code: AdminErrorCode.adminSessionStale,
    });
  });
});
