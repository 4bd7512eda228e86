import { RpcHeader } from '@maeum/contracts';
import type { FastifyRequest } from 'fastify';

/** Headers that tell a service who is calling from where (rate limits, security events). */
export function clientHeaders(
  request: FastifyRequest,
  sessionId?: string,
): Record<string, string | undefined> {
  const userAgent = request.headers['user-agent'];
  return {
    [RpcHeader.clientIp]: request.ip,
    [RpcHeader.userAgent]: typeof userAgent === 'string' ? userAgent.slice(0, 512) : undefined,
    [RpcHeader.sessionId]: sessionId,
  };
}
