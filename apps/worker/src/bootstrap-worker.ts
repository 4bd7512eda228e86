import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, redactConfig, WorkerConfig } from '@maeum/config';
import { connectNats, MessagingNames, RpcClient } from '@maeum/messaging';
import { createRootLogger, PinoNestLogger, startOpsServer } from '@maeum/service-kit';
import { initMetrics } from '@maeum/telemetry';
import Redis from 'ioredis';
import { WorkerModule, WorkerRuntime } from './worker.module';

export interface RunningWorker {
  app: INestApplicationContext;
  runtime: WorkerRuntime;
  close(): Promise<void>;
}

export async function startWorker(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorker> {
  const config = loadConfig(WorkerConfig, env);
  const logger = createRootLogger('worker', config.LOG_LEVEL);
  initMetrics('worker');
  const connection = await connectNats(config.NATS_URL, 'maeum-worker');
  const names = new MessagingNames(config.MESSAGING_NAMESPACE);
  // BullMQ workers need maxRetriesPerRequest: null so a Redis restart pauses them instead of failing jobs.
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const runtime: WorkerRuntime = { config, redis, rpc: new RpcClient(connection, names, 10_000) };
  const app = await NestFactory.createApplicationContext(WorkerModule.register(runtime), {
    logger: new PinoNestLogger(logger),
  });
  await app.init();
  const ops = await startOpsServer(
    config.METRICS_PORT,
    () => redis.status === 'ready' && !connection.isClosed(),
  );
  logger.info({ config: redactConfig(config) }, 'worker is ready');
  return {
    app,
    runtime,
    close: async () => {
      await app.close(); // BullMQ lets the jobs under way finish
      await connection.drain().catch(() => undefined);
      redis.disconnect();
      await new Promise((resolve) => (ops ? ops.close(resolve) : resolve(undefined)));
    },
  };
}
