import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EVENT_HANDLERS, EventHandler, Outbox, RpcClient } from '@maeum/messaging';
import { serviceDataSourceOptions } from '@maeum/persistence';
import { MixedList } from 'typeorm';
import { MessagingLifecycle } from './messaging-lifecycle';
import { createServiceCoreController } from './service-core.controller';
import { NATS_CONNECTION, SERVICE_RUNTIME, ServiceRuntime } from './service-runtime';

export interface ServiceCoreOptions {
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
  eventHandlers?: Type<EventHandler>[];
  /** Feature modules whose exported providers the event handlers inject. */
  eventHandlerImports?: Type[];
}

/**
 * Everything a domain service stands on: its TypeORM data source on its own schema, the outbox
 * and relay, its durable consumers, an RPC client for calling other services, health and
 * maintenance handlers. Global, so feature modules inject Outbox, DataSource and RpcClient.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(runtime: ServiceRuntime, options: ServiceCoreOptions): DynamicModule {
    const handlers = options.eventHandlers ?? [];
    return {
      module: ServiceCoreModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(
          serviceDataSourceOptions({
            url: runtime.config.DATABASE_URL,
            schema: runtime.service,
            entities: options.entities,
            migrations: options.migrations,
            poolSize: runtime.config.DATABASE_POOL_SIZE,
            applicationName: `maeum-${runtime.service}`,
          }),
        ),
        ...(options.eventHandlerImports ?? []),
      ],
      controllers: [createServiceCoreController(runtime.service)],
      providers: [
        { provide: SERVICE_RUNTIME, useValue: runtime },
        { provide: NATS_CONNECTION, useValue: runtime.connection },
        { provide: Outbox, useValue: new Outbox(runtime.service) },
        { provide: RpcClient, useValue: new RpcClient(runtime.connection, runtime.names, 5000) },
        ...handlers,
        {
          provide: EVENT_HANDLERS,
          useFactory: (...instances: EventHandler[]) => instances,
          inject: handlers,
        },
        MessagingLifecycle,
      ],
      exports: [SERVICE_RUNTIME, NATS_CONNECTION, Outbox, RpcClient],
    };
  }
}
