export * from './event-envelope';
export * from './event-map';
export * from './auth/user-registered.event';
export * from './auth/user-signed-in.event';
export * from './auth/user-deleted.event';
