import type { EventSubject, PayloadOf } from '@maeum/contracts';
import { Outbox, OutboxAddOptions } from '@maeum/messaging';
import { DataSource, EntityManager } from 'typeorm';

/** The outbox of one transaction: what is added commits or rolls back with the state change. */
export interface TransactionOutbox {
  add<S extends EventSubject>(subject: S, data: PayloadOf<S>, options?: OutboxAddOptions): Promise<string>;
}

/** What a use case gets inside its transaction: its repositories, and the outbox. */
export type UnitOfWorkScope<R> = R & { outbox: TransactionOutbox };

/**
 * One transaction of a use case. The use case names what it does with the repositories it is
 * given; where the SQL lives, on which connection, and when the relay is told are not its business.
 * An abstract class so that it can be the injection token and a spec can hand a fake
 * (`fakeUnitOfWork` in @maeum/testing).
 */
export abstract class UnitOfWork<R> {
  /**
   * Runs `work` in one transaction with the repositories bound to it. Once it has committed, and only
   * if `work` added an event, the outbox relay is told (a rollback takes the events with it).
   */
  abstract run<T>(work: (scope: UnitOfWorkScope<R>) => Promise<T>): Promise<T>;

  /** The repositories on the pool, each statement its own transaction: a read, or one lone write. */
  abstract direct(): R;
}

/** The unit of work over TypeORM: `bind` makes the service's repositories on the transaction's manager. */
export class TypeOrmUnitOfWork<R> extends UnitOfWork<R> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly bind: (manager: EntityManager) => R,
  ) {
    super();
  }

  async run<T>(work: (scope: UnitOfWorkScope<R>) => Promise<T>): Promise<T> {
    let added = false;
    const result = await this.dataSource.transaction((manager) => {
      const outbox: TransactionOutbox = {
        add: async (subject, data, options) => {
          const id = await this.outbox.add(manager, subject, data, options);
          added = true;
          return id;
        },
      };
      return work({ ...this.bind(manager), outbox });
    });
    if (added) this.outbox.notifyCommitted();
    return result;
  }

  // The pool's manager never changes: its repositories are made once (the hot reads ask often).
  private pooled?: R;

  direct(): R {
    return (this.pooled ??= this.bind(this.dataSource.manager));
  }
}
