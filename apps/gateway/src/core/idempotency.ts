import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { ServiceUnavailableError } from '@maeum/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { from, lastValueFrom, Observable } from 'rxjs';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { GATEWAY_RUNTIME, GatewayRuntime } from './gateway-runtime';

/** Idempotent creates, Stripe's contract: a stored first answer is kept this long. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long the gateway keeps waiting for a create's answer after it has told the caller 503: the
 * service may still commit (a table held by a lock), and that late answer becomes the stored one.
 */
export const IDEMPOTENT_SETTLE_MS = 60_000;
/**
 * A claim is a lease: this long, renewed every CLAIM_RENEW_MS while its gateway still waits for
 * the answer. A gateway that dies mid-call frees the key within seconds, and the retry is
 * answered by the service, which keeps the key with what it wrote (RpcHeader.idempotencyKey).
 */
export const CLAIM_TTL_SECONDS = 10;
const CLAIM_RENEW_MS = 3_000;
/** No wait is longer (the reply timeout, 90 s): a lease never outlives it. */
const CLAIM_LEASE_MAX_MS = 120_000;
const MAX_KEY_LENGTH = 255;
const KEY_PATTERN = /^[\x21-\x7e]+$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What Redis holds under a user's key: the request's fingerprint, and its answer once there is one. */
interface StoredRecord {
  fingerprint: string;
  /** Which claim wrote it: a late settlement never removes a retry's own claim. */
  owner: string;
  state: 'running' | 'done';
  status?: number;
  body?: unknown;
}

export type Claim =
  | { kind: 'fresh'; redisKey: string; fingerprint: string; owner: string; lease?: NodeJS.Timeout }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'none' };

/** The request's own words (method, path, body) as a digest; the same key with other words is refused. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

/** The header's key when it is a valid one, else undefined (what a service is told: RpcHeader.idempotencyKey). */
export function validIdempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) ? key : undefined;
}

/** The header's key, validated: undefined when absent; 400 when it is not 1–255 visible ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key))
    throw new HttpException(
      {
        code: 'invalid_idempotency_key',
        message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
      },
      HttpStatus.BAD_REQUEST,
    );
  return key;
}

/**
 * Idempotent creates (docs/architecture.md, "Boot, configuration, shutdown"): the first answer to
 * a user's `Idempotency-Key` is kept in Redis for 24 h under `<ns>:idem:<user>:<digest of key>`; a
 * repeat gets it back, a repeat while the first is still running gets 409
 * `idempotent_request_processing` (retry with the same key), and the same key with another method,
 * path or body gets 422 `idempotency_key_reused`.
 *
 * Only successes are stored: a failed create wrote nothing, so its retry runs again. While Redis is
 * away creates run as if no key were sent (never a refusal because of the store).
 */
@Injectable()
export class IdempotencyStore {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  private redisKey(userId: string, key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url');
    return `${this.runtime.config.MESSAGING_NAMESPACE}:idem:${userId}:${digest}`;
  }

  async claim(userId: string, key: string, fingerprint: string): Promise<Claim> {
    const redisKey = this.redisKey(userId, key);
    let stored: string | null;
    try {
      const fresh = await this.take(redisKey, fingerprint);
      if (fresh) return fresh;
      stored = await this.runtime.redis.get(redisKey);
      // Gone between the two calls (expired): take it again once.
      if (stored === null) return (await this.take(redisKey, fingerprint)) ?? { kind: 'none' };
    } catch {
      return { kind: 'none' };
    }
    const record = JSON.parse(stored) as StoredRecord;
    if (record.fingerprint !== fingerprint)
      throw new HttpException(
        {
          code: 'idempotency_key_reused',
          message: 'This Idempotency-Key was already used for a different request.',
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    if (record.state === 'running')
      throw new HttpException(
        {
          code: 'idempotent_request_processing',
          message: 'The first request with this Idempotency-Key is still being processed. Try again shortly.',
          retryAfterSeconds: 1,
        },
        HttpStatus.CONFLICT,
      );
    return { kind: 'replay', status: record.status ?? HttpStatus.OK, body: record.body ?? null };
  }

  private async take(redisKey: string, fingerprint: string): Promise<Claim | undefined> {
    const owner = randomUUID();
    const running: StoredRecord = { fingerprint, owner, state: 'running' };
    const taken = await this.runtime.redis.set(
      redisKey,
      JSON.stringify(running),
      'EX',
      CLAIM_TTL_SECONDS,
      'NX',
    );
    if (taken !== 'OK') return undefined;
    const claim: Claim = { kind: 'fresh', redisKey, fingerprint, owner };
    const until = Date.now() + CLAIM_LEASE_MAX_MS;
    claim.lease = setInterval(() => {
      if (Date.now() > until) return clearInterval(claim.lease);
      this.runtime.redis.eval(RENEW_SCRIPT, 1, redisKey, owner, CLAIM_TTL_SECONDS).catch(() => undefined);
    }, CLAIM_RENEW_MS);
    claim.lease.unref();
    return claim;
  }

  /**
   * Keeps the answer for 24 h: over this claim, or where there is none any more (released by a
   * stream's watchdog, then answered after all), never over another request's claim.
   */
  async complete(claim: Claim, status: number, body: unknown): Promise<void> {
    if (claim.kind !== 'fresh') return;
    clearInterval(claim.lease);
    const record: StoredRecord = {
      fingerprint: claim.fingerprint,
      owner: claim.owner,
      state: 'done',
      status,
      body: body ?? null,
    };
    await this.runtime.redis
      .eval(COMPLETE_SCRIPT, 1, claim.redisKey, claim.owner, JSON.stringify(record), IDEMPOTENCY_TTL_SECONDS)
      .catch(() => undefined);
  }

  /** The create failed (nothing written): the key is free for the retry, if it is still this claim's. */
  async release(claim: Claim): Promise<void> {
    if (claim.kind !== 'fresh') return;
    clearInterval(claim.lease);
    await this.runtime.redis.eval(RELEASE_SCRIPT, 1, claim.redisKey, claim.owner).catch(() => undefined);
  }
}

const COMPLETE_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if (not v) or cjson.decode(v).owner == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
  return 1
end
return 0`;
const RENEW_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).owner == ARGV[1] and cjson.decode(v).state == 'running' then
  return redis.call('EXPIRE', KEYS[1], ARGV[2])
end
return 0`;
const RELEASE_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).owner == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const IDEMPOTENT_SERVICE = 'maeum:idempotent-service';

/** What the handler's calls to services wait for: `request.rpcTimeoutMs` (read by CurrentCaller). */
export type IdempotentRequest = FastifyRequest & { user?: AuthenticatedUser; rpcTimeoutMs?: number };

/**
 * On a route that creates or changes something: an `Idempotency-Key` makes it safe to retry.
 * `service` names who answers, for the 503 the caller gets while the gateway keeps waiting.
 */
export function Idempotent(service: string): MethodDecorator {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_SERVICE, service),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'One per user action (1–255 visible ASCII characters): a repeat within 24 h gets the first answer, 409 idempotent_request_processing while it runs, 422 idempotency_key_reused with another body',
    }),
  );
}

/** The route's service name when it is idempotent (for tests that walk the routes). */
export function idempotentServiceOf(handler: object): string | undefined {
  return Reflect.getMetadata(IDEMPOTENT_SERVICE, handler) as string | undefined;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<IdempotentRequest>();
    const key = idempotencyKeyOf(request);
    const userId = request.user?.userId;
    if (!key || !userId) return next.handle();
    const service = this.reflector.get<string>(IDEMPOTENT_SERVICE, context.getHandler());
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return from(this.run(request, context, next, key, userId, service, status));
  }

  private async run(
    request: IdempotentRequest,
    context: ExecutionContext,
    next: CallHandler,
    key: string,
    userId: string,
    service: string,
    status: number,
  ): Promise<unknown> {
    const claim = await this.store.claim(
      userId,
      key,
      fingerprintOf(request.method, request.url, request.body),
    );
    if (claim.kind === 'replay') {
      void context.switchToHttp().getResponse<FastifyReply>().header('idempotent-replayed', 'true');
      return claim.body;
    }
    if (claim.kind === 'none') return lastValueFrom(next.handle(), { defaultValue: undefined });
    // The service is asked to finish even after the caller is told 503, so the answer it gives
    // late is the one a retry gets (issue 27: a 503 that was written after all).
    request.rpcTimeoutMs = IDEMPOTENT_SETTLE_MS;
    const work = lastValueFrom(next.handle(), { defaultValue: undefined });
    const settled = work.then(
      (body) => this.store.complete(claim, status, body),
      () => this.store.release(claim),
    );
    void settled;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new ServiceUnavailableError(service, 'timeout')),
        this.runtime.config.RPC_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** For a route that answers by itself (a stream): the stored answer, or a claim to settle. */
export function replayOrClaim(
  store: IdempotencyStore,
  request: IdempotentRequest,
  userId: string,
): Promise<Claim> {
  const key = idempotencyKeyOf(request);
  if (!key) return Promise.resolve({ kind: 'none' });
  return store.claim(userId, key, fingerprintOf(request.method, request.url, request.body));
}
