import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from 'nats';
import { SERVICE_RUNTIME, type ServiceRuntime } from './service-runtime';

/** What every replica drops when told: a deleted account's keys and texts, a deleted record's view. */
export type ForgetKind = 'user' | 'journal-entry';

interface ForgetMessage {
  kind: ForgetKind;
  id: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Many replicas (issue 27): a deletion is handled by one replica (a durable consumer, a request),
 * but every replica may hold the deleted person's unwrapped key, opened texts or cached views.
 * `announce` publishes on core NATS `<ns>.bcast.forget`, with no queue group, so every replica of
 * every service hears it and runs its listeners for that kind; the announcing replica too.
 * At-most-once is enough: a missed message leaves only what a deletion also leaves on a replica
 * that was down, and the data keys stop caching a forgotten user for a while in any case.
 */
@Injectable()
export class CacheBroadcast implements OnModuleDestroy {
  private readonly logger = new Logger(CacheBroadcast.name);
  private readonly listeners = new Map<ForgetKind, ((id: string) => void)[]>();
  private readonly subject: string;
  private readonly connection: NatsConnection;
  private readonly subscription: Subscription;

  constructor(@Inject(SERVICE_RUNTIME) runtime: Pick<ServiceRuntime, 'connection' | 'names'>) {
    this.subject = `${runtime.names.namespace}.bcast.forget`;
    this.connection = runtime.connection;
    this.subscription = runtime.connection.subscribe(this.subject, {
      callback: (error, msg) => {
        if (error) return;
        try {
          const message = JSON.parse(decoder.decode(msg.data)) as ForgetMessage;
          if (typeof message.id === 'string') this.deliver(message);
        } catch {
          // Not ours to read: ignored.
        }
      },
    });
  }

  /** Runs `listener` on every replica whenever something of `kind` is forgotten anywhere. */
  on(kind: ForgetKind, listener: (id: string) => void): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /** Tells every replica (this one included) to forget `id`. */
  announce(kind: ForgetKind, id: string): void {
    this.deliver({ kind, id });
    try {
      this.connection.publish(
        this.subject,
        encoder.encode(JSON.stringify({ kind, id } satisfies ForgetMessage)),
      );
    } catch (error) {
      this.logger.warn(`Could not tell the other replicas to forget a ${kind}: ${(error as Error).message}`);
    }
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  private deliver(message: ForgetMessage): void {
    for (const listener of this.listeners.get(message.kind) ?? []) listener(message.id);
  }
}
