export * from './ensure-database';
export * from './data-source';
export * from './query-log';
export * from './prepared-query';
export * from './read-batcher';
export * from './data-keys/user-data-keys';
export { masterKeyFrom, open as openSealed } from './data-keys/data-cipher';
export * from './data-keys/migration-sealing';
