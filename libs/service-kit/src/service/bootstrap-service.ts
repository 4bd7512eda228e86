import { DynamicModule, INestMicroservice, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceSettings } from '@maeum/config';
import { DomainService } from '@maeum/contracts';
import { ensureStreams, NatsRpcServer, RpcErrorFilter } from '@maeum/messaging';
import { prepareServiceDatabase } from '@maeum/persistence';
import { DataSource, MixedList } from 'typeorm';
import { AppBoot } from '../app-boot';
import { PinoNestLogger } from '../logger';
import { runApp } from '../run-app';
import { ServiceRuntime } from './service-runtime';

export interface ServiceDefinition<C extends ServiceSettings> {
  service: DomainService;
  /** The app's own config class (apps/<app>/src/<app>.config.ts), composed from libs/config's fragments. */
  configClass: new () => C;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
  rootModule: (runtime: ServiceRuntime<C>) => DynamicModule;
}

export interface RunningService<C extends ServiceSettings = ServiceSettings> {
  app: INestMicroservice;
  runtime: ServiceRuntime<C>;
  /** Stops taking requests, finishes in-flight work, stops consumers, closes pools and NATS. */
  close(): Promise<void>;
}

/** Boots a domain service; used by each service's main.ts and by integration tests. */
export async function startService<C extends ServiceSettings>(
  definition: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<C>> {
  const { service, configClass } = definition;
  const boot = AppBoot.open(service, configClass, env);
  const { config, logger } = boot;
  await boot.waitForPostgres();
  if (config.RUN_MIGRATIONS_ON_START) {
    const applied = await prepareServiceDatabase({
      url: config.DATABASE_URL,
      schema: service,
      entities: definition.entities,
      migrations: definition.migrations,
    });
    if (applied.length) logger.info({ migrations: applied }, 'Applied migrations');
  }
  const { connection, names } = await boot.connectNats();
  await ensureStreams(await connection.jetstreamManager(), names, config.NATS_STREAM_REPLICAS);
  const runtime: ServiceRuntime<C> = { service, config, configClass, connection, names };
  const app = await NestFactory.createMicroservice(definition.rootModule(runtime), {
    strategy: new NatsRpcServer({ connection, names, queue: service }),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  await app.listen();
  const dataSource = app.get(DataSource);
  await boot.ready(() => !connection.isClosed() && dataSource.isInitialized);
  return { app, runtime, close: () => boot.close(app) };
}

/** main.ts of a service. */
export function runService<C extends ServiceSettings>(definition: ServiceDefinition<C>): void {
  runApp(definition.service, () => startService(definition));
}
