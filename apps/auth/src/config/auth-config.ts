import type { AuthConfig } from '../auth.config';

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const AUTH_REDIS = Symbol('AUTH_REDIS');
export type { AuthConfig };
