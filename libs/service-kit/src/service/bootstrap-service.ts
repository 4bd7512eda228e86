import { DynamicModule, INestMicroservice, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, redactConfig, ServiceConfig } from '@maeum/config';
import { DomainService } from '@maeum/contracts';
import { connectNats, ensureStreams, MessagingNames, NatsRpcServer, RpcErrorFilter } from '@maeum/messaging';
import { prepareServiceDatabase } from '@maeum/persistence';
import { initMetrics } from '@maeum/telemetry';
import { DataSource, MixedList } from 'typeorm';
import { createRootLogger, PinoNestLogger } from '../logger';
import { startOpsServer } from '../ops-server';
import { exitOnBootFailure, exitOnSignal } from '../shutdown';
import { ServiceRuntime } from './service-runtime';

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  service: DomainService;
  /** The app's config class when it needs more than ServiceConfig. */
  configClass?: new () => C;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
  rootModule: (runtime: ServiceRuntime) => DynamicModule;
}

export interface RunningService {
  app: INestMicroservice;
  runtime: ServiceRuntime;
  /** Stops taking requests, finishes in-flight work, stops consumers, closes pools and NATS. */
  close(): Promise<void>;
}

/** Boots a domain service; used by each service's main.ts and by integration tests. */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService> {
  const config = loadConfig(definition.configClass ?? ServiceConfig, env);
  const { service } = definition;
  const logger = createRootLogger(service, config.LOG_LEVEL);
  initMetrics(service);
  if (config.RUN_MIGRATIONS_ON_START) {
    const applied = await prepareServiceDatabase({
      url: config.DATABASE_URL,
      schema: service,
      entities: definition.entities,
      migrations: definition.migrations,
    });
    if (applied.length) logger.info({ migrations: applied }, 'Applied migrations');
  }
  const connection = await connectNats(config.NATS_URL, `maeum-${service}`);
  const names = new MessagingNames(config.MESSAGING_NAMESPACE);
  await ensureStreams(await connection.jetstreamManager(), names, config.NATS_STREAM_REPLICAS);
  const runtime: ServiceRuntime = { service, config, connection, names };
  const app = await NestFactory.createMicroservice(definition.rootModule(runtime), {
    strategy: new NatsRpcServer({ connection, names, queue: service }),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  await app.listen();
  const dataSource = app.get(DataSource);
  const ops = await startOpsServer(
    config.METRICS_PORT,
    () => !connection.isClosed() && dataSource.isInitialized,
  );
  logger.info({ config: redactConfig(config) }, `${service} is ready`);
  return {
    app,
    runtime,
    close: async () => {
      await app.close();
      await connection.drain().catch(() => undefined);
      await new Promise((resolve) => (ops ? ops.close(resolve) : resolve(undefined)));
    },
  };
}

/** main.ts of a service: start, exit clearly on a bad boot, stop cleanly on SIGTERM. */
export async function runService<C extends ServiceConfig>(definition: ServiceDefinition<C>): Promise<void> {
  try {
    const running = await startService(definition);
    exitOnSignal(
      running.close,
      running.runtime.config.SHUTDOWN_TIMEOUT_MS,
      createRootLogger(definition.service, running.runtime.config.LOG_LEVEL),
    );
  } catch (error) {
    exitOnBootFailure(definition.service, error);
  }
}
