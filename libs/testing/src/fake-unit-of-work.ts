import type { EventSubject, PayloadOf } from '@maeum/contracts';

// The shapes of @maeum/service-kit's UnitOfWork, written out: service-kit's and messaging's own
// specs use this lib, so it cannot import them (a fake is assignable to the real token by shape).
interface OutboxAddOptions {
  actorId?: string;
}
interface FakeOutbox {
  add<S extends EventSubject>(subject: S, data: PayloadOf<S>, options?: OutboxAddOptions): Promise<string>;
}
type UnitOfWorkScope<R> = R & { outbox: FakeOutbox };

export interface RecordedEvent {
  subject: EventSubject;
  data: unknown;
  options?: OutboxAddOptions;
}

/** A unit of work for a use case's unit spec: no database, and a record of what would have committed. */
export interface FakeUnitOfWork<R> {
  run<T>(work: (scope: UnitOfWorkScope<R>) => Promise<T>): Promise<T>;
  direct(): R;
  /** Events added by runs that finished; a run that threw took its events with it, as a rollback does. */
  readonly events: RecordedEvent[];
  /** How many runs finished (committed) and how many threw (rolled back). */
  readonly commits: number;
  readonly rollbacks: number;
  /** The payloads of one subject that committed, in order. */
  eventsOf<S extends EventSubject>(subject: S): PayloadOf<S>[];
}

/**
 * A unit of work over the given repositories (in-memory ones, or `mockRepository` mocks): `run`
 * hands them to the use case with an outbox that records, `direct()` hands them as they are.
 */
export function fakeUnitOfWork<R extends object>(repositories: R): FakeUnitOfWork<R> {
  const fake = {
    events: [] as RecordedEvent[],
    commits: 0,
    rollbacks: 0,
    async run<T>(work: (scope: UnitOfWorkScope<R>) => Promise<T>): Promise<T> {
      const pending: RecordedEvent[] = [];
      const outbox = {
        add: async <S extends EventSubject>(subject: S, data: PayloadOf<S>, options?: OutboxAddOptions) => {
          pending.push({ subject, data, ...(options ? { options } : {}) });
          return `event-${fake.events.length + pending.length}`;
        },
      };
      try {
        const result = await work({ ...repositories, outbox });
        fake.events.push(...pending);
        fake.commits += 1;
        return result;
      } catch (error) {
        fake.rollbacks += 1;
        throw error;
      }
    },
    direct: () => repositories,
    eventsOf<S extends EventSubject>(subject: S): PayloadOf<S>[] {
      return fake.events
        .filter((event) => event.subject === subject)
        .map((event) => event.data as PayloadOf<S>);
    },
  };
  return fake;
}

/**
 * A repository (or any collaborator) whose every method is a `jest.fn()` (returning undefined until
 * told otherwise; `implementations` gives some a body, or a property its value), typed as the class: `const orders = mockRepository<PaymentOrdersRepository>()`.
 */
export function mockRepository<T extends object>(implementations: Partial<T> = {}): jest.Mocked<T> {
  const methods = new Map<PropertyKey, jest.Mock>();
  return new Proxy({} as jest.Mocked<T>, {
    get(_target, property) {
      if (property === 'then') return undefined; // not a promise when awaited or resolved
      const given = (implementations as Record<PropertyKey, unknown>)[property];
      // A value given for a property (a getter such as a mode flag) is answered as it is.
      if (given !== undefined && typeof given !== 'function') return given;
      let method = methods.get(property);
      if (!method) {
        method = typeof given === 'function' ? jest.fn(given as (...args: unknown[]) => unknown) : jest.fn();
        methods.set(property, method);
      }
      return method;
    },
  });
}
