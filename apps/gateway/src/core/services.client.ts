import { Inject, Injectable } from '@nestjs/common';
import { ReplyOf, RequestOf, RpcPatternName } from '@maeum/contracts';
import type { Caller } from './caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from './gateway-runtime';

/** What a gateway route does: ask the service that owns a pattern, on behalf of the caller. */
@Injectable()
export class ServicesClient {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  ask<P extends RpcPatternName>(pattern: P, body: RequestOf<P>, caller: Caller): Promise<ReplyOf<P>> {
    return this.runtime.rpc.request(pattern, body, { userId: caller.userId, headers: caller.headers });
  }
}
