import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EVENT_HANDLERS, EventHandler, Outbox, RpcClient } from '@maeum/messaging';
import { QueryLogger, serviceDataSourceOptions } from '@maeum/persistence';
import { MixedList } from 'typeorm';
import { rootLogger } from '../logger';
import { MessagingLifecycle } from './messaging-lifecycle';
import { createServiceCoreController } from './service-core.controller';
import { NATS_CONNECTION, SERVICE_RUNTIME, ServiceRuntime } from './service-runtime';
import { CacheBroadcast } from './cache-broadcast';
import type { ServiceSettings } from '@maeum/config';

export interface ServiceCoreOptions {
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
  eventHandlers?: Type<EventHandler>[];
  /** Feature modules whose exported providers the event handlers inject. */
  eventHandlerImports?: Type[];
}

/** Statements' values (what people typed) reach the log only at debug level outside production. */
function queryLoggerFor(runtime: ServiceRuntime): QueryLogger {
  const { LOG_LEVEL, NODE_ENV } = runtime.config;
  const logger = rootLogger().child({ context: 'database' });
  return new QueryLogger(
    (level, fields, message) => logger[level](fields, message),
    LOG_LEVEL === 'debug' && NODE_ENV !== 'production',
  );
}

/**
 * Everything a domain service stands on: its TypeORM data source on its own schema, the outbox
 * and relay, its durable consumers, an RPC client for calling other services, health and
 * maintenance handlers. Global, so feature modules inject Outbox, DataSource, RpcClient and the
 * app's config class.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot<C extends ServiceSettings>(
    runtime: ServiceRuntime<C>,
    options: ServiceCoreOptions,
  ): DynamicModule {
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
            logger: queryLoggerFor(runtime),
          }),
        ),
        ...(options.eventHandlerImports ?? []),
      ],
      controllers: [createServiceCoreController(runtime.service)],
      providers: [
        { provide: SERVICE_RUNTIME, useValue: runtime },
        // Injected by its class: `constructor(config: BillingConfig)` gets the validated settings.
        { provide: runtime.configClass, useValue: runtime.config },
        { provide: NATS_CONNECTION, useValue: runtime.connection },
        { provide: Outbox, useValue: new Outbox(runtime.service) },
        CacheBroadcast,
        { provide: RpcClient, useValue: new RpcClient(runtime.connection, runtime.names, 5000) },
        ...handlers,
        {
          provide: EVENT_HANDLERS,
          useFactory: (...instances: EventHandler[]) => instances,
          inject: handlers,
        },
        MessagingLifecycle,
      ],
      exports: [SERVICE_RUNTIME, runtime.configClass, NATS_CONNECTION, Outbox, RpcClient, CacheBroadcast],
    };
  }
}
