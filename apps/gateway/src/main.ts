import 'reflect-metadata';
import { createRootLogger, exitOnBootFailure, exitOnSignal } from '@maeum/service-kit';
import { startGateway } from './bootstrap-gateway';

startGateway().then(
  (gateway) =>
    exitOnSignal(
      gateway.close,
      gateway.runtime.config.SHUTDOWN_TIMEOUT_MS,
      createRootLogger('gateway', gateway.runtime.config.LOG_LEVEL),
    ),
  (error) => exitOnBootFailure('gateway', error),
);
