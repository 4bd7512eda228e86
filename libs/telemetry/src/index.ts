export * from './request-context';
export * from './metrics-registry';
export * from './tracing';
