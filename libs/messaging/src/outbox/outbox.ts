import { EVENT_PAYLOADS, EventSubject, PayloadOf } from '@maeum/contracts';
import { activeTraceparent, currentRequestContext } from '@maeum/telemetry';
import { plainToInstance } from 'class-transformer';
import { validateOrReject } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';

export interface OutboxAddOptions {
  actorId?: string;
}

/**
 * Records a domain event in the same transaction as the state change that caused it. The relay
 * publishes it after commit; a rollback takes the event with it.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly schema: string) {}

  async add<S extends EventSubject>(
    manager: EntityManager,
    subject: S,
    data: PayloadOf<S>,
    options: OutboxAddOptions = {},
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive)
      throw new Error('Outbox.add must run inside the transaction of the state change');
    await validateOrReject(plainToInstance(EVENT_PAYLOADS[subject] as new () => object, data as object));
    const id = randomUUID();
    await manager.query(
      `INSERT INTO "${this.schema}"."outbox" ("id", "subject", "payload", "actor_id", "request_id", "trace_context") VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        subject,
        JSON.stringify(data),
        options.actorId ?? null,
        currentRequestContext()?.requestId ?? null,
        // The request's trace, so the event is published and handled in it (OutboxRelay).
        activeTraceparent() ?? null,
      ],
    );
    return id;
  }

  /** Tells the relay there is something to send once the caller's transaction has committed. */
  notifyCommitted(): void {
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
