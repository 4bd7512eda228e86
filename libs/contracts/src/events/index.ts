export * from './event-envelope';
export * from './event-map';
export * from './auth/user-registered.event';
export * from './auth/user-signed-in.event';
export * from './auth/user-deleted.event';
export * from './sessions/usage-incremented.event';
export * from './billing/subscription-changed.event';
export * from './billing/payment-verified.event';
