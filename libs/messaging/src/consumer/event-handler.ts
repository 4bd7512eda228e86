import { EventEnvelope, EventSubject, PayloadOf } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

/**
 * A durable consumer of one event subject. `handle` runs inside the transaction that also records
 * the event id in the service's inbox, so its effect happens at most once per event.
 */
export interface EventHandler<S extends EventSubject = EventSubject> {
  readonly subject: S;
  /** Stable name of the durable consumer (DO NOT RENAME: JetStream keeps its position under it). */
  readonly name: string;
  handle(event: EventEnvelope<PayloadOf<S>>, manager: EntityManager): Promise<void>;
}

export const EVENT_HANDLERS = Symbol('EVENT_HANDLERS');
