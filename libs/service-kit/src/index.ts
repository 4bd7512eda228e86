export * from './logger';
export type { LogFormat } from './pretty-log-stream';
export * from './ops-server';
export * from './shutdown';
export * from './app-boot';
export * from './run-app';
export * from './service/service-runtime';
export * from './service/service-core.module';
export * from './service/bootstrap-service';
