import type { ErrorCode } from '@maeum/api-types';

/** What a service answers on every request. Errors carry a code; only the gateway maps it to HTTP. */
export type RpcReply<T = unknown> = { ok: true; data: T } | { ok: false; error: RpcErrorBody };

export interface RpcErrorBody {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** NATS headers the gateway sets on a request. */
export const RpcHeader = {
  requestId: 'x-request-id',
  userId: 'x-user-id',
  sessionId: 'x-session-id',
  clientIp: 'x-client-ip',
  userAgent: 'x-user-agent',
  /** How long the caller waits for the answer (ms); work still queued after that is wasted. */
  timeoutMs: 'x-timeout-ms',
  /**
   * The caller's Idempotency-Key for this action (validated by the gateway): a service that owns a
   * create keeps it with the row, so a retry the gateway could not answer itself writes nothing twice.
   */
  idempotencyKey: 'x-idempotency-key',
} as const;
