import { ReplyOf, RequestOf, RpcHeader, RpcPatternName, RpcReply } from '@maeum/contracts';
import {
  currentRequestContext,
  failSpan,
  injectTraceHeaders,
  runInSpan,
  SpanKind,
  startSpan,
} from '@maeum/telemetry';
import {
  createInbox,
  ErrorCode,
  Events,
  headers as natsHeaders,
  Msg,
  MsgHdrs,
  NatsConnection,
  NatsError,
  Subscription,
} from 'nats';
import { decodeJson, encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { RpcError, ServiceUnavailableError } from './rpc.errors';
import { rpcCallDuration } from './rpc-metrics';

export interface RpcCallOptions {
  timeoutMs?: number;
  /** The verified caller; services read it from the header, never from the payload. */
  userId?: string;
  headers?: Record<string, string | undefined>;
}

type Reason = ServiceUnavailableError['reason'];

/** JSON of a `T` as UTF-8 bytes, sent on as it came (RpcClient.requestJson). */
export type JsonBytes<T> = Buffer & { readonly __json?: T };

/** How the server writes a success (RpcServer: `{ ok: true, data }`, in that order). */
const OK_PREFIX = Buffer.from('{"ok":true,"data":');
const CLOSING_BRACE = 0x7d;

/** Why a call got no answer; mapped to a ServiceUnavailableError, never thrown to a caller. */
class NoAnswer {
  constructor(readonly reason: Reason) {}
}
const TIMED_OUT = new NoAnswer('timeout');
const NO_RESPONDERS = new NoAnswer('no_responders');
const DISCONNECTED = new NoAnswer('disconnected');

interface PendingCall {
  resolve(msg: Msg): void;
  reject(reason: unknown): void;
  timer: NodeJS.Timeout;
  /** Date.now() when the caller stops waiting. */
  deadline: number;
}

interface OutgoingCall {
  token: string;
  subject: string;
  reply: string;
  data: Uint8Array;
  headers: MsgHdrs;
}

/**
 * Sends a request to the service that owns `pattern` and returns its answer or throws its error.
 *
 * Request/reply over one shared reply inbox (`_INBOX.<id>.*`, one subscription for every call, as
 * nats.js' own `request()` does), with two differences that matter under load:
 * - requests made in the same turn of the event loop leave in one write to the socket (a
 *   `setImmediate` batch) instead of one write each; on a busy gateway that is most of the cost
 *   of a call, on both sides of NATS and in nats-server;
 * - no error objects are made for calls that succeed (nats.js makes three per request to keep
 *   async stack traces for the ones that fail).
 */
export class RpcClient {
  private readonly pending = new Map<string, PendingCall>();
  private subscription?: Subscription;
  private inboxPrefix = '';
  private nextToken = 0;
  private outgoing: OutgoingCall[] = [];
  private flushScheduled = false;

  constructor(
    private readonly connection: NatsConnection,
    private readonly names: MessagingNames,
    private readonly defaultTimeoutMs: number,
    options: { failPendingOnDisconnect?: boolean } = {},
  ) {
    if (options.failPendingOnDisconnect) void this.failPendingOnDisconnect();
  }

  /**
   * A request in flight when the connection drops may never be answered (the server restarted
   * under it, with its interest in the reply): its caller hears 503 at once instead of at its
   * timeout — on an idempotent create the gateway would otherwise hold the key, answering 409,
   * for a minute (issue 27). The service may still write; it keeps the caller's Idempotency-Key
   * with the row, so the retry finds it. Requests made while disconnected are sent on reconnect
   * and wait at most the default timeout from then: one whose answer was lost on the way (sent
   * before the services were back) does not hold its caller for the rest of a long wait.
   * For the gateway, whose callers are people; a worker's long jobs keep waiting for their answer.
   */
  private async failPendingOnDisconnect(): Promise<void> {
    if (typeof this.connection.status !== 'function') return;
    try {
      for await (const status of this.connection.status())
        if (status.type === Events.Disconnect)
          for (const token of [...this.pending.keys()]) this.settle(token)?.reject(DISCONNECTED);
        else if (status.type === Events.Reconnect) {
          const deadline = Date.now() + this.defaultTimeoutMs;
          for (const [token, call] of this.pending) {
            if (call.deadline <= deadline) continue;
            clearTimeout(call.timer);
            call.deadline = deadline;
            call.timer = setTimeout(this.expire, this.defaultTimeoutMs, token);
          }
        }
    } catch {
      // The connection closed: its subscription's end rejects what is pending.
    }
  }

  /** Typed by RpcMap: the body must be the pattern's request, and the answer is its reply. */
  request<P extends RpcPatternName>(
    pattern: P,
    data: RequestOf<P>,
    options: RpcCallOptions = {},
  ): Promise<ReplyOf<P>> {
    return this.exchange(pattern, data, options, (msg) => decodeJson<RpcReply<ReplyOf<P>>>(msg.data));
  }

  /**
   * The same call, answering the reply's JSON text as the service wrote it: for a route that
   * sends a large answer on unchanged (the journal's pages), parsing it here only to write it out
   * again would cost the gateway more than the call itself. An error is thrown as by request().
   */
  requestJson<P extends RpcPatternName>(
    pattern: P,
    data: RequestOf<P>,
    options: RpcCallOptions = {},
  ): Promise<JsonBytes<ReplyOf<P>>> {
    return this.exchange(pattern, data, options, (msg) => {
      const bytes = msg.data;
      const end = bytes.byteLength - 1;
      if (
        end > OK_PREFIX.length &&
        bytes[end] === CLOSING_BRACE &&
        OK_PREFIX.equals(bytes.subarray(0, OK_PREFIX.length))
      )
        // A copy: the connection's read buffer may be reused once this turn is over.
        return {
          ok: true,
          data: Buffer.from(bytes.subarray(OK_PREFIX.length, end)) as JsonBytes<ReplyOf<P>>,
        };
      return decodeJson<RpcReply<JsonBytes<ReplyOf<P>>>>(bytes);
    });
  }

  private async exchange<P extends RpcPatternName, R>(
    pattern: P,
    data: RequestOf<P>,
    options: RpcCallOptions,
    decode: (msg: Msg) => RpcReply<R>,
  ): Promise<R> {
    const started = performance.now();
    const service = pattern.slice(0, pattern.indexOf('.'));
    const hdrs = natsHeaders();
    const context = currentRequestContext();
    if (context) hdrs.set(RpcHeader.requestId, context.requestId);
    const userId = options.userId ?? context?.userId;
    if (userId) hdrs.set(RpcHeader.userId, userId);
    if (options.headers)
      for (const [key, value] of Object.entries(options.headers)) if (value) hdrs.set(key, value);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    hdrs.set(RpcHeader.timeoutMs, String(timeoutMs));
    // With tracing on: a client span, and its context in the request's headers (traceparent).
    const span = startSpan(pattern, {
      kind: SpanKind.CLIENT,
      attributes: { 'rpc.system': 'nats', 'rpc.method': pattern },
    });
    if (span) runInSpan(span, () => injectTraceHeaders(hdrs));
    let outcome = 'ok';
    try {
      const msg = await this.call(this.names.rpc(pattern), encodeJson(data), hdrs, timeoutMs);
      const reply = decode(msg);
      if (reply.ok) return reply.data;
      outcome = reply.error.code;
      throw RpcError.fromBody(reply.error);
    } catch (error) {
      if (error instanceof RpcError) throw error;
      outcome = 'unavailable';
      throw new ServiceUnavailableError(service, reasonOf(error));
    } finally {
      rpcCallDuration.observe({ pattern, outcome }, (performance.now() - started) / 1000);
      if (span) {
        span.setAttribute('maeum.outcome', outcome);
        if (outcome === 'unavailable' || outcome === 'internal_error') failSpan(span, undefined, outcome);
        span.end();
      }
    }
  }

  private call(subject: string, data: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    return new Promise<Msg>((resolve, reject) => {
      const inbox = this.replyInbox(); // throws when the connection is closed
      const token = (this.nextToken++).toString(36);
      const timer = setTimeout(this.expire, timeoutMs, token);
      this.pending.set(token, { resolve, reject, timer, deadline: Date.now() + timeoutMs });
      this.outgoing.push({ token, subject, reply: inbox + token, data, headers });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  /** Publishes every request queued in this turn; nats.js writes them to the socket together. */
  private readonly flush = () => {
    this.flushScheduled = false;
    const batch = this.outgoing;
    this.outgoing = [];
    for (const call of batch) {
      try {
        this.connection.publish(call.subject, call.data, { reply: call.reply, headers: call.headers });
      } catch (error) {
        this.settle(call.token)?.reject(error);
      }
    }
  };

  private readonly expire = (token: string) => {
    this.settle(token)?.reject(TIMED_OUT);
  };

  private settle(token: string): PendingCall | undefined {
    const call = this.pending.get(token);
    if (!call) return undefined;
    this.pending.delete(token);
    clearTimeout(call.timer);
    return call;
  }

  /** The shared reply subscription, made on first use and again if the connection closed it. */
  private replyInbox(): string {
    if (this.subscription) return this.inboxPrefix;
    const prefix = `${createInbox()}.`;
    const subscription = this.connection.subscribe(`${prefix}*`, {
      callback: (error, msg) => {
        if (error || !msg) return; // a call that gets nothing times out
        const call = this.settle(msg.subject.slice(prefix.length));
        if (!call) return; // answered after its timeout
        // nats-server answers a request nobody listens to with an empty 503 status message.
        if (msg.data.length === 0 && msg.headers?.code === 503) call.reject(NO_RESPONDERS);
        else call.resolve(msg);
      },
    });
    void subscription.closed.then(() => {
      if (this.subscription !== subscription) return;
      this.subscription = undefined;
      for (const token of [...this.pending.keys()]) this.settle(token)?.reject(DISCONNECTED);
    });
    this.subscription = subscription;
    this.inboxPrefix = prefix;
    return prefix;
  }
}

function reasonOf(error: unknown): Reason {
  if (error instanceof NoAnswer) return error.reason;
  const code = (error as NatsError).code;
  if (code === ErrorCode.NoResponders) return 'no_responders';
  if (code === ErrorCode.Timeout) return 'timeout';
  return 'disconnected';
}
