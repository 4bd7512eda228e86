import { Inject, Injectable } from '@nestjs/common';
import { ReplyOf, RequestOf, RpcPatternName } from '@maeum/contracts';
import type { JsonBytes } from '@maeum/messaging';
import type { Caller } from './caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from './gateway-runtime';

/** What a gateway route does: ask the service that owns a pattern, on behalf of the caller. */
@Injectable()
export class ServicesClient {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  ask<P extends RpcPatternName>(pattern: P, body: RequestOf<P>, caller: Caller): Promise<ReplyOf<P>> {
    return this.runtime.rpc.request(pattern, body, {
      userId: caller.userId,
      headers: caller.headers,
      timeoutMs: caller.timeoutMs,
    });
  }

  /**
   * The answer as the service's JSON bytes, for a route that sends a large answer on unchanged:
   * the route says `@Header('content-type', 'application/json; charset=utf-8')`.
   */
  askJson<P extends RpcPatternName>(
    pattern: P,
    body: RequestOf<P>,
    caller: Caller,
  ): Promise<JsonBytes<ReplyOf<P>>> {
    return this.runtime.rpc.requestJson(pattern, body, {
      userId: caller.userId,
      headers: caller.headers,
      timeoutMs: caller.timeoutMs,
    });
  }
}
