import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { RpcHeader } from '@maeum/contracts';
import type { FastifyRequest } from 'fastify';
import { clientHeaders } from '../auth/client-info';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { validIdempotencyKeyOf } from './idempotency';

/** Who is calling, as a service is told: the verified user (if any) and the client's address and agent. */
export interface Caller {
  userId?: string;
  headers: Record<string, string | undefined>;
  /** How long its service calls wait; longer on an idempotent create (core/idempotency.ts). */
  timeoutMs?: number;
}

/** The caller of this request; the user id only ever comes from the verified access token. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const request = context
    .switchToHttp()
    .getRequest<FastifyRequest & { user?: AuthenticatedUser; rpcTimeoutMs?: number }>();
  const user = request.user;
  return {
    userId: user?.userId,
    headers: {
      ...clientHeaders(request, user?.sessionId),
      // The service keeps it with what it creates: a retry the gateway cannot answer from Redis
      // (its wait ended, it died, Redis lost the record) finds the first row instead of a second.
      [RpcHeader.idempotencyKey]: validIdempotencyKeyOf(request),
    },
    ...(request.rpcTimeoutMs ? { timeoutMs: request.rpcTimeoutMs } : {}),
  };
});
