export * from './request-context';
export * from './logger';
export type { LogFormat } from './pretty-log-stream';
export * from './metrics';
export * from './ops-server';
export * from './shutdown';
