// The API's types and constants without decorators or Node: the web imports them, and
// @maeum/contracts builds its DTOs and RPC map on them, so a change the web does not follow fails
// typecheck.
export * from './errors';
export * from './me';
export * from './accounts';
export * from './oauth';
export * from './rate-limits';
export * from './text-rules';
export * from './billing';
export * from './payment-failures';
export * from './sessions';
export * from './crisis-lines';
export * from './journal';
export * from './mood-boosters';
export * from './habits';
export * from './statistics';
export * from './admin';
export * from './reminders';
export * from './endpoints';
