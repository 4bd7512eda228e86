export * from '@maeum/api-types';
export * from './services';
export * from './events';
export * from './rpc';
export * from './jobs';
export * from './auth/session-revocation';
export * from './validation';
export * from './endpoints';
