export const AUTH_REDIS = Symbol('AUTH_REDIS');
