import { DynamicModule, INestApplicationContext, Module, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceSettings } from '@maeum/config';
import { DomainService } from '@maeum/contracts';
import { ensureStreams, NatsRpcServer, RpcErrorFilter } from '@maeum/messaging';
import { prepareServiceDatabase } from '@maeum/persistence';
import Redis from 'ioredis';
import { DataSource, MixedList } from 'typeorm';
import { AppBoot } from '../app-boot';
import { watchRedis } from '../dependency-wait';
import type { JobWorkerSettings } from '../jobs/dispatching-processor';
import { ServiceJobs, ServiceJobsModule } from '../jobs/service-jobs.module';
import { PinoNestLogger } from '../logger';
import { runApp } from '../run-app';
import { ServiceRole, serviceRole } from './service-role';
import { ServiceRuntime } from './service-runtime';

export interface ServiceDefinition<C extends ServiceSettings> {
  service: DomainService;
  /** The app's own config class (apps/<app>/src/<app>.config.ts), composed from libs/config's fragments. */
  configClass: new () => C;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
  rootModule: (runtime: ServiceRuntime<C>) => DynamicModule;
  /**
   * The BullMQ queues whose jobs this service runs itself (its worker role); the config class
   * composes JobWorkerFragment. Their schedules are kept by apps/worker's ScheduleKeeper.
   */
  jobs?: ServiceJobs[];
}

/** The root module and a service's queue processors, for the roles that run them. */
@Module({})
class ServiceWithJobsModule {}

export interface RunningService<C extends ServiceSettings = ServiceSettings> {
  /** A microservice (roles api and all), or an application context with no transport (worker). */
  app: INestApplicationContext;
  role: ServiceRole;
  runtime: ServiceRuntime<C>;
  /** Stops taking requests, finishes in-flight work, stops consumers, closes pools and NATS. */
  close(): Promise<void>;
}

function jobWorkerSettings(service: string, config: ServiceSettings): JobWorkerSettings {
  if (!('WORKER_CONCURRENCY' in config) || typeof config.WORKER_CONCURRENCY !== 'number') {
    throw new Error(`${service} declares jobs, so its config class must compose JobWorkerFragment`);
  }
  return { WORKER_CONCURRENCY: config.WORKER_CONCURRENCY };
}

/**
 * Boots a domain service in its role (`--role=api|worker|all`, or ROLE; default all); used by each
 * service's main.ts and by integration tests.
 */
export async function startService<C extends ServiceSettings>(
  definition: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Promise<RunningService<C>> {
  const { service, configClass } = definition;
  const role = serviceRole(argv, env);
  const jobs = role === 'api' ? [] : (definition.jobs ?? []);
  if (role === 'worker' && !jobs.length) throw new Error(`${service} has no jobs to run in the worker role`);
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
  let module = definition.rootModule(runtime);
  let redis: Redis | undefined;
  if (jobs.length) {
    const settings = jobWorkerSettings(service, config);
    // BullMQ workers need maxRetriesPerRequest: null so a Redis restart pauses them instead of failing jobs.
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    watchRedis(redis, { warn: (m) => logger.warn(m), info: (m) => logger.info(m) });
    module = {
      module: ServiceWithJobsModule,
      imports: [
        module,
        ServiceJobsModule.register(jobs, { redis, namespace: config.MESSAGING_NAMESPACE, settings }),
      ],
    };
  }
  const nestLogger = new PinoNestLogger(logger);
  let app: INestApplicationContext;
  if (role === 'worker') {
    // No transport: the controllers are built but answer nothing; the processors take the jobs.
    app = await NestFactory.createApplicationContext(module, { logger: nestLogger });
    await app.init();
  } else {
    const microservice = await NestFactory.createMicroservice(module, {
      strategy: new NatsRpcServer({ connection, names, queue: service }),
      logger: nestLogger,
    });
    microservice.useGlobalFilters(new RpcErrorFilter());
    microservice.useGlobalPipes(
      new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
    );
    await microservice.listen();
    app = microservice;
  }
  const dataSource = app.get(DataSource);
  await boot.ready(
    () => !connection.isClosed() && dataSource.isInitialized && (!redis || redis.status === 'ready'),
  );
  if (jobs.length) logger.info({ role, queues: jobs.map((j) => j.queue) }, 'Running its queues');
  // Closing the app lets BullMQ finish the jobs under way.
  return { app, role, runtime, close: () => boot.close(app, () => redis?.disconnect()) };
}

/** main.ts of a service. */
export function runService<C extends ServiceSettings>(definition: ServiceDefinition<C>): void {
  runApp(definition.service, () => startService(definition));
}
