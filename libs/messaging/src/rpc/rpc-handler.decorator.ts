import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import type { ReplyOf, RequestOf, RpcPatternName } from '@maeum/contracts';
import type { JsonReply } from './json-reply';
import type { RpcCallContext } from './rpc-call.context';

/** A handler of pattern P: takes P's request (validated DTO) and the call, answers P's reply. */
export type RpcHandlerFn<P extends RpcPatternName> = (
  request: RequestOf<P>,
  call: RpcCallContext,
) => ReplyOf<P> | JsonReply<ReplyOf<P>> | Promise<ReplyOf<P> | JsonReply<ReplyOf<P>>>;

/**
 * Marks a controller method as the handler of `pattern`, typed by RpcMap: a method whose request
 * or reply does not match the map is a compile error. The method's first parameter is the payload
 * (validated by the global ValidationPipe against its DTO class) and its second the call context;
 * a handler of a `void` request may leave the first out or name it `_request: void`.
 */
export function RpcHandler<P extends RpcPatternName>(pattern: P) {
  return <H extends RpcHandlerFn<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
    MessagePattern(pattern)(target, key, descriptor);
  };
}
