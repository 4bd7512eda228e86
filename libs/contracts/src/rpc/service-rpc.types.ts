import type { DomainService } from '../services';

export interface ServiceHealth {
  service: DomainService;
  status: 'up' | 'down';
  postgres: 'up' | 'down';
}

export interface OutboxCleanupRequest {
  olderThanDays: number;
}

export interface OutboxCleanupResult {
  deleted: number;
}

export interface PurgeDeletedAccountsRequest {
  olderThanDays: number;
}

export interface PurgeDeletedAccountsResult {
  purged: number;
}

/** One published signing key of auth (RFC 7517). */
export interface PublicJwk {
  kty?: string;
  crv?: string;
  x?: string;
  y?: string;
  kid: string;
  alg: string;
  use: 'sig';
  [parameter: string]: unknown;
}

export interface JsonWebKeySet {
  keys: PublicJwk[];
}

/** The hop bench's by-user read of one row (DIAGNOSTICS_ENABLED only). */
export interface DiagnosticsRow {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
}
