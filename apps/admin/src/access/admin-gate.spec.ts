import {
  ADMIN_ACTION_WINDOW_MS,
  ADMIN_MIN_ACCOUNT_AGE_MS,
  ADMIN_SESSION_TIMEOUT_MS,
  AdminErrorCode,
  RATE_LIMITED_ADMIN_ACTIONS,
} from '@maeum/contracts';
import { adminRecord, adminUnitKit } from '../admin-unit.test-kit';

describe('AdminGate', () => {
  const now = new Date('2026-11-27T06:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('refuses a user without the role', async () => {
    const { gate } = adminUnitKit(null);
    await expect(gate.check('user-1', 'panel', now)).rejects.toMatchObject({ code: AdminErrorCode.notAdmin });
  });

  it('refuses an account under 24 hours old, saying when it will be old enough', async () => {
    const { gate } = adminUnitKit(
      adminRecord({ account_created_at: ago(ADMIN_MIN_ACCOUNT_AGE_MS - 60_000) }),
    );
    await expect(gate.check('admin-1', 'panel', now)).rejects.toMatchObject({
      code: AdminErrorCode.adminTooNew,
      details: { availableAt: new Date(now.getTime() + 60_000).toISOString() },
    });
  });

  it('lets a stale session into the panel but not to the user list, and records no activity', async () => {
    const { gate, admins } = adminUnitKit(adminRecord({ last_active_at: ago(ADMIN_SESSION_TIMEOUT_MS + 1) }));
    await expect(gate.check('admin-1', 'panel', now)).resolves.toMatchObject({ userId: 'admin-1' });
    await expect(gate.check('admin-1', 'fresh', now)).rejects.toMatchObject({
      code: AdminErrorCode.adminSessionStale,
    });
    expect(admins.touch).not.toHaveBeenCalled();
  });

  it('records a fresh admin’s activity at most every half minute', async () => {
    const within = adminUnitKit(adminRecord({ last_active_at: ago(10_000) }));
    await within.gate.check('admin-1', 'fresh', now);
    expect(within.admins.touch).not.toHaveBeenCalled();

    const later = adminUnitKit(adminRecord({ last_active_at: ago(60_000) }));
    await expect(later.gate.check('admin-1', 'fresh', now)).resolves.toMatchObject({ lastActiveAt: now });
    expect(later.admins.touch).toHaveBeenCalledWith('admin-1', now);
  });

  it('views a fresh session with the end of its 30 minutes, a stale one without', () => {
    const { gate } = adminUnitKit();
    const grantedAt = ago(86_400_000);
    expect(gate.view({ userId: 'admin-1', grantedAt, lastActiveAt: ago(60_000) }, now)).toEqual({
      userId: 'admin-1',
      role: 'admin',
      grantedAt: grantedAt.toISOString(),
      sessionFresh: true,
      freshUntil: new Date(now.getTime() - 60_000 + ADMIN_SESSION_TIMEOUT_MS).toISOString(),
    });
    expect(gate.view({ userId: 'admin-1', grantedAt, lastActiveAt: null }, now)).toMatchObject({
      sessionFresh: false,
      freshUntil: null,
    });
  });

  describe('claimAction', () => {
    it('locks the admin’s row and counts the rate-limited actions of the last 5 minutes', async () => {
      const { gate, admins, audit } = adminUnitKit();
      await gate.claimAction({ admins, audit }, 'admin-1', now);
      expect(admins.lockAdmin).toHaveBeenCalledWith('admin-1');
      expect(audit.countSince).toHaveBeenCalledWith(
        'admin-1',
        RATE_LIMITED_ADMIN_ACTIONS,
        ago(ADMIN_ACTION_WINDOW_MS),
      );
    });

    it('refuses an admin demoted since the check', async () => {
      const { gate, admins, audit } = adminUnitKit();
      admins.lockAdmin.mockResolvedValue(false);
      await expect(gate.claimAction({ admins, audit }, 'admin-1', now)).rejects.toMatchObject({
        code: AdminErrorCode.notAdmin,
      });
      expect(audit.countSince).not.toHaveBeenCalled();
    });

    it('refuses the 11th action, saying when the oldest leaves the window', async () => {
      const { gate, admins, audit } = adminUnitKit();
      audit.countSince.mockResolvedValue({ count: 10, oldest: ago(ADMIN_ACTION_WINDOW_MS - 42_000) });
      await expect(gate.claimAction({ admins, audit }, 'admin-1', now)).rejects.toMatchObject({
        code: AdminErrorCode.tooManyAdminActions,
        details: { retryAfterSeconds: 42 },
      });
    });

    it('allows the 10th', async () => {
      const { gate, admins, audit } = adminUnitKit();
      audit.countSince.mockResolvedValue({ count: 9, oldest: ago(1000) });
      await expect(gate.claimAction({ admins, audit }, 'admin-1', now)).resolves.toBeUndefined();
    });
  });
});
