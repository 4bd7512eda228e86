/** What a service answers on every request. Errors carry a code the gateway maps to HTTP. */
export type RpcReply<T = unknown> = { ok: true; data: T } | { ok: false; error: RpcErrorBody };

export interface RpcErrorBody {
  code: string;
  message: string;
  /** HTTP status the gateway should use; services pick it because they know what the code means. */
  status: number;
  details?: Record<string, unknown>;
}

/** NATS headers the gateway sets on a request. */
export const RpcHeader = {
  requestId: 'x-request-id',
  userId: 'x-user-id',
  sessionId: 'x-session-id',
  clientIp: 'x-client-ip',
  userAgent: 'x-user-agent',
} as const;
