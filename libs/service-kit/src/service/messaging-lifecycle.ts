import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DurableConsumer, EVENT_HANDLERS, EventHandler, Outbox, OutboxRelay } from '@maeum/messaging';
import { SERVICE_RUNTIME, ServiceRuntime } from './service-runtime';

/** Starts the outbox relay and the durable consumers after boot; stops them before the pool closes. */
@Injectable()
export class MessagingLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private relay?: OutboxRelay;
  private consumers: DurableConsumer[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVICE_RUNTIME) private readonly runtime: ServiceRuntime,
    @Inject(EVENT_HANDLERS) private readonly handlers: EventHandler[],
  ) {}

  async onApplicationBootstrap() {
    const { connection, names, service, config } = this.runtime;
    const js = connection.jetstream();
    const jsm = await connection.jetstreamManager();
    this.relay = new OutboxRelay(this.dataSource, service, js, names, this.outbox, config.OUTBOX_POLL_MS);
    this.relay.start();
    this.consumers = this.handlers.map(
      (handler) => new DurableConsumer(this.dataSource, service, service, js, jsm, names, handler),
    );
    await Promise.all(this.consumers.map((c) => c.start()));
  }

  async beforeApplicationShutdown() {
    await Promise.all(this.consumers.map((c) => c.stop()));
    await this.relay?.stop();
  }
}
