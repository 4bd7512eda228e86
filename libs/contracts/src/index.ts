export * from './services';
export * from './events';
export * from './rpc';
export * from './jobs';
export * from './errors';
export * from './auth/session-revocation';
