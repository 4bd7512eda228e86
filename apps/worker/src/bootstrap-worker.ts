import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RpcClient } from '@maeum/messaging';
import { AppBoot, PinoNestLogger, watchRedis } from '@maeum/service-kit';
import Redis from 'ioredis';
import { WorkerModule, WorkerRuntime } from './worker.module';
import { WorkerConfig } from './worker.config';

export interface RunningWorker {
  app: INestApplicationContext;
  runtime: WorkerRuntime;
  close(): Promise<void>;
}

export async function startWorker(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorker> {
  const boot = AppBoot.open('worker', WorkerConfig, env);
  const { config, logger } = boot;
  const { connection, names } = await boot.connectNats();
  // BullMQ workers need maxRetriesPerRequest: null so a Redis restart pauses them instead of failing jobs.
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  watchRedis(redis, { warn: (m) => logger.warn(m), info: (m) => logger.info(m) });
  const runtime: WorkerRuntime = { config, redis, rpc: new RpcClient(connection, names, 10_000) };
  const app = await NestFactory.createApplicationContext(WorkerModule.register(runtime), {
    logger: new PinoNestLogger(logger),
  });
  await app.init();
  await boot.ready(() => redis.status === 'ready' && !connection.isClosed());
  return {
    app,
    runtime,
    // Closing the app lets BullMQ finish the jobs under way.
    close: () => boot.close(app, () => redis.disconnect()),
  };
}
