import { AuthErrorCode, RpcHeader } from '@maeum/contracts';
import type { RpcCallContext } from '@maeum/messaging';
import { mockRepository } from '@maeum/testing';
import { authUnitKit } from '../auth-unit.test-kit';
import { AdminAccountsController } from './admin-accounts.controller';
import type { AccountRecord } from './admin-accounts.repository';

const record = (overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'Someone@Example.com',
  created_at: new Date('2026-01-02T03:04:05.000Z'),
  last_sign_in_at: null,
  email_confirmed_at: new Date('2026-01-02T03:05:00.000Z'),
  ...overrides,
});

describe('AdminAccountsController', () => {
  const setup = () => {
    const kit = authUnitKit();
    return { ...kit, controller: new AdminAccountsController(kit.uow) };
  };

  it('searches by prefix, after the keyset only when both halves are given, and answers rows', async () => {
    const { controller, adminAccounts } = setup();
    adminAccounts.search.mockResolvedValue([record()]);
    await expect(controller.search({ prefix: 'some', limit: 21 })).resolves.toEqual([
      {
        id: record().id,
        email: 'Someone@Example.com',
        createdAt: '2026-01-02T03:04:05.000Z',
        lastSignInAt: null,
        emailConfirmedAt: '2026-01-02T03:05:00.000Z',
      },
    ]);
    expect(adminAccounts.search).toHaveBeenCalledWith('some', 21, undefined);
    await controller.search({ prefix: 'x', limit: 21, afterEmail: 'x@a.b' });
    expect(adminAccounts.search).toHaveBeenLastCalledWith('x', 21, undefined);
    await controller.search({ prefix: 'x', limit: 21, afterEmail: 'x@a.b', afterId: record().id });
    expect(adminAccounts.search).toHaveBeenLastCalledWith('x', 21, { email: 'x@a.b', id: record().id });
  });

  it('gets one account by id or by e-mail, none without either, null when there is none', async () => {
    const { controller, adminAccounts } = setup();
    adminAccounts.findById.mockResolvedValue(record());
    await expect(controller.get({ id: record().id })).resolves.toMatchObject({ id: record().id });
    await expect(controller.get({ email: 'nobody@example.com' })).resolves.toBeNull();
    expect(adminAccounts.findByEmail).toHaveBeenCalledWith('nobody@example.com');
    await expect(controller.get({})).resolves.toBeNull();
    expect(adminAccounts.findById).toHaveBeenCalledTimes(1);
  });

  it('answers both daily counts for the days asked', async () => {
    const { controller, adminAccounts } = setup();
    adminAccounts.signUpsPerDay.mockResolvedValue([{ day: '2026-11-27', count: 2 }]);
    adminAccounts.activeUsersPerDay.mockResolvedValue([]);
    await expect(controller.daily({ days: 14 })).resolves.toEqual({
      signUps: [{ day: '2026-11-27', count: 2 }],
      activeUsers: [],
    });
    expect(adminAccounts.activeUsersPerDay).toHaveBeenCalledWith(14);
  });

  it('refuses the proof of an account with a password when none was given', async () => {
    const { controller, proofs } = setup();
    proofs.accountOf.mockResolvedValue({ password_hash: '$argon2id$whatever', signed_in_at: new Date() });
    const call = mockRepository<RpcCallContext>({
      callerId: () => 'admin-1',
      header: (name: string) => (name === RpcHeader.sessionId ? 'session-1' : undefined),
    });
    await expect(controller.proof({}, call)).rejects.toMatchObject({
      code: AuthErrorCode.invalidCredentials,
    });
    expect(proofs.accountOf).toHaveBeenCalledWith('admin-1', 'session-1');
  });

  it('proves an account without a password by a sign-in in the last 5 minutes only', async () => {
    const { controller, proofs } = setup();
    const call = mockRepository<RpcCallContext>({ callerId: () => 'admin-1', header: () => undefined });
    proofs.accountOf.mockResolvedValue({ password_hash: null, signed_in_at: new Date() });
    await expect(controller.proof({}, call)).resolves.toEqual({ proven: true });
    proofs.accountOf.mockResolvedValue({
      password_hash: null,
      signed_in_at: new Date(Date.now() - 6 * 60_000),
    });
    await expect(controller.proof({}, call)).rejects.toMatchObject({
      code: AuthErrorCode.recentSignInRequired,
    });
  });
});
