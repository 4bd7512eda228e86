import { BaseRpcContext } from '@nestjs/microservices';
import { RpcHeader } from '@maeum/contracts';
import type { MsgHdrs } from 'nats';
import { createHash } from 'node:crypto';
import { CallerRequiredError } from './rpc.errors';

/** What `@Ctx()` gives a handler: the subject and the caller's headers (request id, user id). */
export class RpcCallContext extends BaseRpcContext<[string, MsgHdrs | undefined]> {
  /** performance.now() when the request was taken in. */
  readonly receivedAt = performance.now();

  get subject(): string {
    return this.args[0];
  }

  header(name: string): string | undefined {
    const value = this.args[1]?.get(name);
    return value ? value : undefined;
  }

  /**
   * When the caller stops waiting (performance.now() clock), from its x-timeout-ms; undefined when
   * it did not say. Counted from arrival, so time spent in transit is not subtracted.
   */
  get deadline(): number | undefined {
    const timeoutMs = Number(this.header(RpcHeader.timeoutMs));
    return timeoutMs > 0 ? this.receivedAt + timeoutMs : undefined;
  }

  get requestId(): string | undefined {
    return this.header(RpcHeader.requestId);
  }

  /** The verified user id the gateway took from the access token; never from a body. */
  get userId(): string | undefined {
    return this.header(RpcHeader.userId);
  }

  /**
   * What a create keeps with its row under a unique constraint (RELIABILITY 36): the caller's
   * Idempotency-Key digested with the user id and the request's own words, so a retry finds the
   * first row and the same key reused for other words never returns another request's row.
   * Undefined without a key (or without a caller).
   */
  idempotencyKey(request: unknown): string | undefined {
    const key = this.header(RpcHeader.idempotencyKey);
    const userId = this.userId;
    if (!key || !userId) return undefined;
    return createHash('sha256')
      .update(`${userId}\n${key}\n${JSON.stringify(request ?? null)}`)
      .digest('base64url');
  }

  /** The verified caller of a handler that acts on the caller's own data; unauthorized without one. */
  callerId(): string {
    const userId = this.userId;
    if (!userId) throw new CallerRequiredError();
    return userId;
  }
}
