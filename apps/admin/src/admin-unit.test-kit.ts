import type { AdminAccountRow } from '@maeum/contracts';
import type { RpcClient } from '@maeum/messaging';
import { fakeUnitOfWork, mockRepository } from '@maeum/testing';
import { AdminGate } from './access/admin-gate';
import type { AdminRecord, AdminUsersRepository } from './access/admin-users.repository';
import type { AdminRepositories, AdminUnitOfWork } from './admin.unit-of-work';
import type { AuditInsert, AuditLogRepository, AuditRecord } from './audit/audit-log.repository';

/** A fresh admin's row: the account a week old, the role a day old, active a moment ago. */
export function adminRecord(overrides: Partial<AdminRecord> = {}): AdminRecord {
  const now = Date.now();
  return {
    user_id: 'admin-1',
    account_created_at: new Date(now - 7 * 86_400_000),
    created_at: new Date(now - 86_400_000),
    last_active_at: new Date(now - 1_000),
    ...overrides,
  };
}

/** The account an admin acts on, as auth answers it. */
export function accountRow(overrides: Partial<AdminAccountRow> = {}): AdminAccountRow {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'someone@example.com',
    createdAt: '2026-01-02T03:04:05.000Z',
    lastSignInAt: null,
    emailConfirmedAt: '2026-01-02T03:05:00.000Z',
    ...overrides,
  };
}

/**
 * What admin's use-case unit specs share: both repositories mocked (the caller an admin with a fresh
 * session, no action yet in the window, each audit insert answered as the row it would be), a fake
 * unit of work over them, and the real gate on it.
 */
/** `null`: the caller holds no admin role. */
export function adminUnitKit(admin: AdminRecord | null = adminRecord()) {
  let inserted = 0;
  const repositories: { [K in keyof AdminRepositories]: jest.Mocked<AdminRepositories[K]> } = {
    admins: mockRepository<AdminUsersRepository>({
      findAdmin: async () => admin ?? undefined,
      lockAdmin: async () => admin !== null,
      exists: async () => false,
    }),
    audit: mockRepository<AuditLogRepository>({
      countSince: async () => ({ count: 0, oldest: null }),
      insert: async (entry: AuditInsert): Promise<AuditRecord> => ({
        id: `audit-${++inserted}`,
        admin_id: entry.adminId,
        action: entry.action,
        target_user_id: entry.targetUserId,
        details: entry.details,
        request_id: entry.requestId,
        created_at: new Date('2026-11-27T06:00:00.000Z'),
      }),
      latest: async () => [],
    }),
  };
  const unitOfWork = fakeUnitOfWork<AdminRepositories>(repositories);
  const gate = new AdminGate(unitOfWork as unknown as AdminUnitOfWork);
  return { ...repositories, unitOfWork, gate, uow: unitOfWork as unknown as AdminUnitOfWork };
}

/**
 * An RPC client answering each pattern with its value (a function of the request, or an error to
 * throw); a pattern it was not told about is a spec's mistake and throws.
 */
export function rpcAnswering(answers: Record<string, unknown>): jest.Mocked<RpcClient> {
  return mockRepository<RpcClient>({
    request: (async (pattern: string, request: unknown) => {
      if (!(pattern in answers)) throw new Error(`unexpected RPC ${pattern}`);
      const answer = answers[pattern];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as (body: unknown) => unknown)(request) : answer;
    }) as RpcClient['request'],
  });
}

/** A stored audit row: an admin's view of a user. */
export const auditRecord = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  id: 'audit-9',
  admin_id: 'admin-1',
  action: 'user.view',
  target_user_id: 'user-2',
  details: {},
  request_id: 'req-1',
  created_at: new Date('2026-11-27T05:00:00.000Z'),
  ...overrides,
});
