import { USER_DELETED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeOrmUnitOfWork } from './unit-of-work';

// A stand-in for TypeORM's transaction: the work runs on a manager whose transaction is active,
// and what it throws is the rollback.
function setup() {
  const statements: unknown[][] = [];
  const manager = {
    queryRunner: { isTransactionActive: true },
    query: async (...args: unknown[]) => statements.push(args),
  } as unknown as EntityManager;
  const pool = { pool: true } as unknown as EntityManager;
  const dataSource = {
    manager: pool,
    transaction: async <T>(work: (m: EntityManager) => Promise<T>) => work(manager),
  } as unknown as DataSource;
  const outbox = new Outbox('svc');
  const notified = jest.fn();
  outbox.onCommitted(notified);
  const unitOfWork = new TypeOrmUnitOfWork(dataSource, outbox, (bound) => ({ repo: { bound } }));
  return { manager, pool, statements, notified, unitOfWork };
}

const deleted = { userId: '7f1c2c4e-3c1a-4f7e-9d57-1a2b3c4d5e6f', deletedAt: new Date().toISOString() };

describe('TypeOrmUnitOfWork', () => {
  it("binds the repositories to the transaction's manager and answers what the work answers", async () => {
    const { manager, unitOfWork } = setup();
    await expect(unitOfWork.run(async ({ repo }) => repo.bound)).resolves.toBe(manager);
  });

  it('writes the events in the transaction and tells the relay once, after it committed', async () => {
    const { statements, notified, unitOfWork } = setup();
    await unitOfWork.run(async ({ outbox }) => {
      await outbox.add(USER_DELETED_V1, deleted);
      await outbox.add(USER_DELETED_V1, deleted);
      expect(notified).not.toHaveBeenCalled();
    });
    expect(statements).toHaveLength(2);
    expect(String(statements[0]![0])).toContain('INSERT INTO "svc"."outbox"');
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('tells the relay nothing when no event was added, or when the work threw (rolled back)', async () => {
    const { notified, unitOfWork } = setup();
    await unitOfWork.run(async () => 'read only');
    await expect(
      unitOfWork.run(async ({ outbox }) => {
        await outbox.add(USER_DELETED_V1, deleted);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(notified).not.toHaveBeenCalled();
  });

  it("gives the pool's repositories outside a transaction", () => {
    const { pool, unitOfWork } = setup();
    expect(unitOfWork.direct().repo.bound).toBe(pool);
  });
});
