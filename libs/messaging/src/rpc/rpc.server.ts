import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { RpcHeader, RpcReply } from '@maeum/contracts';
import {
  extractTraceContext,
  failSpan,
  runInSpan,
  runWithRequestContext,
  SpanKind,
  startSpan,
  tracingEnabled,
} from '@maeum/telemetry';
import { Msg, NatsConnection, Subscription } from 'nats';
import { randomUUID } from 'node:crypto';
import { isObservable, lastValueFrom } from 'rxjs';
import { decodeJson, encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { RpcCallContext } from './rpc-call.context';
import { JsonReply } from './json-reply';
import { toRpcErrorBody } from './rpc-error-body';
import { rpcHandleDuration } from './rpc-metrics';

export interface RpcServerOptions {
  connection: NatsConnection;
  names: MessagingNames;
  /** Queue group: one member of it answers each request, so replicas share the load. */
  queue: string;
}

/**
 * A NestJS transport for `@MessagePattern` handlers over plain NATS request/reply. Leaner than the
 * stock one (no per-message RxJS plumbing on the wire path) and it drains in-flight requests on
 * shutdown. Replies are always an `RpcReply`, so callers can tell a coded error from a crash.
 *
 * Replies finished in the same turn of the event loop leave in one write to the socket (a
 * `setImmediate` batch), as the gateway's requests do (see RpcClient).
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];
  private inFlight = 0;
  /** Resolved when the last request under way has answered (made when close() has to wait). */
  private idle?: { promise: Promise<void>; resolve: () => void };
  private replies: { msg: Msg; data: Uint8Array }[] = [];
  private flushScheduled = false;

  constructor(private readonly options: RpcServerOptions) {
    super();
  }

  listen(callback: (...optionalParams: unknown[]) => void) {
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) continue;
      const subscription = this.options.connection.subscribe(this.options.names.rpc(pattern), {
        queue: this.options.queue,
        callback: (error, msg) => {
          if (error) return this.logger.error(error);
          const headers = msg.headers;
          const requestId = headers?.get(RpcHeader.requestId) || randomUUID();
          const userId = headers?.get(RpcHeader.userId) || undefined;
          if (tracingEnabled()) return this.handleTraced(pattern, handler, msg, requestId, userId);
          void runWithRequestContext({ requestId, userId }, () => this.handle(pattern, handler, msg));
        },
      });
      this.subscriptions.push(subscription);
    }
    callback();
  }

  /** Stops taking requests, lets the ones under way answer, then returns. */
  async close() {
    await Promise.all(this.subscriptions.map((s) => s.drain().catch(() => undefined)));
    if (this.inFlight > 0) {
      if (!this.idle) {
        let resolve = () => undefined as void;
        const promise = new Promise<void>((done) => (resolve = done));
        this.idle = { promise, resolve };
      }
      await this.idle.promise;
    }
    this.flush();
  }

  on() {
    throw new Error('NatsRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    return this.options.connection as T;
  }

  /** The same, in a server span that is a child of the caller's (its traceparent header). */
  private handleTraced(
    pattern: string,
    handler: MessageHandler,
    msg: Msg,
    requestId: string,
    userId: string | undefined,
  ): void {
    const parent = extractTraceContext(msg.headers);
    const span = startSpan(pattern, {
      kind: SpanKind.SERVER,
      parent,
      attributes: { 'rpc.system': 'nats', 'rpc.method': pattern, 'maeum.request_id': requestId },
    });
    void runInSpan(
      span,
      () => runWithRequestContext({ requestId, userId }, () => this.handle(pattern, handler, msg)),
      parent,
    ).then((outcome) => {
      span?.setAttribute('maeum.outcome', outcome);
      if (outcome === 'internal_error') failSpan(span, undefined, outcome);
      span?.end();
    });
  }

  /** Handles one request and answers it; resolves to its outcome (`ok` or the error's code). */
  private async handle(pattern: string, handler: MessageHandler, msg: Msg): Promise<string> {
    this.inFlight++;
    const started = performance.now();
    let reply: RpcReply;
    try {
      const data = msg.data.length > 0 ? decodeJson(msg.data) : undefined;
      const result: unknown = await handler(data, new RpcCallContext([msg.subject, msg.headers]));
      const value = isObservable(result) ? await lastValueFrom(result, { defaultValue: undefined }) : result;
      reply = { ok: true, data: value ?? null };
    } catch (error) {
      reply = { ok: false, error: toRpcErrorBody(error) };
    }
    try {
      if (msg.reply) this.respond(msg, encodeReply(reply));
    } finally {
      rpcHandleDuration.observe(
        { pattern, outcome: reply.ok ? 'ok' : reply.error.code },
        (performance.now() - started) / 1000,
      );
      if (--this.inFlight === 0 && this.idle) {
        this.idle.resolve();
        this.idle = undefined;
      }
    }
    return reply.ok ? 'ok' : reply.error.code;
  }

  private respond(msg: Msg, data: Uint8Array) {
    this.replies.push({ msg, data });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Sends every reply queued in this turn; nats.js writes them to the socket together. */
  private readonly flush = () => {
    this.flushScheduled = false;
    const batch = this.replies;
    this.replies = [];
    for (const { msg, data } of batch) {
      try {
        msg.respond(data);
      } catch (error) {
        this.logger.error(error); // the connection is closed; the caller times out
      }
    }
  };
}

/** A reply as bytes; a result JSON cannot hold (a cycle, a BigInt) becomes a coded 500. */
function encodeReply(reply: RpcReply): Uint8Array {
  if (reply.ok && reply.data instanceof JsonReply)
    return Buffer.from(`{"ok":true,"data":${reply.data.json}}`);
  try {
    return encodeJson(reply);
  } catch (error) {
    return encodeJson({ ok: false, error: toRpcErrorBody(error) } satisfies RpcReply);
  }
}
