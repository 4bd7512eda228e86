import 'reflect-metadata';
import { createRootLogger, exitOnBootFailure, exitOnSignal } from '@maeum/service-kit';
import { startWorker } from './bootstrap-worker';

startWorker().then(
  (worker) =>
    exitOnSignal(
      worker.close,
      worker.runtime.config.SHUTDOWN_TIMEOUT_MS,
      createRootLogger('worker', worker.runtime.config.LOG_LEVEL),
    ),
  (error) => exitOnBootFailure('worker', error),
);
