export * from './request-context';
export * from './logger';
export * from './metrics';
export * from './ops-server';
export * from './shutdown';
