import type { DomainService } from '../services';
import type { Route, RouteInput, RouteReply } from '@maeum/api-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a DTO class: any constructor
type DtoClass<T = object> = new (...args: any[]) => T;
type InstanceOr<C, Else> = C extends DtoClass<infer T> ? T : Else;

/** So many calls a minute per signed-in user (Redis, across gateway replicas); past it a 429 with `message`. */
export interface EndpointRateLimit {
  /** DO NOT RENAME: the Redis key of the counter (`<ns>:rl:<name>`). */
  name: string;
  perMinute: number;
  message: string;
}

/**
 * The server's half of one endpoint (the route is the other half, in @maeum/api-types): the RPC
 * pattern the gateway forwards to, the DTO classes it validates with (the same ValidationPipe and
 * error envelope as a hand-written route), and how the answer is sent.
 */
export interface EndpointBinding<R extends Route, P extends string = string> {
  /** The RPC pattern; its request is the route's input, its reply the route's reply (RpcMap). */
  rpc: P;
  params?: DtoClass;
  query?: DtoClass;
  body?: DtoClass;
  /** Writes by a signed-in caller: the service named in the 503 while the gateway waits (@Idempotent). */
  idempotent?: DomainService;
  rateLimit?: EndpointRateLimit;
  /** `cache-control` of the answer (e.g. `no-store`). */
  cache?: string;
  /** Other headers of the answer (a link route's `Referrer-Policy`). */
  headers?: Record<string, string>;
  /** The success status when it is not Nest's default (201 for POST, 200 otherwise). */
  status?: 200 | 201 | 202 | 204;
  /** The service's JSON bytes are sent on unparsed (a large read). */
  rawJson?: true;
  /**
   * What the service is asked, when it is not the route's input as it came (a query flag read as a
   * boolean): the pattern's request type is then this function's result.
   */
  toRpc?: (input: RouteInput<R>) => unknown;
  /** The OpenAPI summary (one line). */
  summary: string;
  /** The OpenAPI description of the success answer. */
  answer?: string;
  /** Phantom, from the route: never set. */
  readonly route?: R;
}

/**
 * Checks that what the DTOs validate is what the route promises the service: a request field the
 * route adds and no DTO declares (or a DTO field the route does not know) is a compile error here.
 */
type DtoInput<B> = B extends { params?: infer Pa; query?: infer Q; body?: infer Bo }
  ? InstanceOr<Pa, unknown> & InstanceOr<Q, unknown> & InstanceOr<Bo, unknown>
  : never;
type Checked<R extends Route, B> = [RouteInput<R>] extends [void]
  ? B
  : [DtoInput<B>] extends [RouteInput<R>]
    ? [Exclude<keyof RouteInput<R>, keyof DtoInput<B>>] extends [never]
      ? [Exclude<keyof DtoInput<B>, keyof RouteInput<R>>] extends [never]
        ? B
        : {
            error: 'a DTO validates a field the route input does not have';
            fields: Exclude<keyof DtoInput<B>, keyof RouteInput<R>>;
          }
      : {
          error: 'the route input has a field no DTO validates';
          fields: Exclude<keyof RouteInput<R>, keyof DtoInput<B>>;
        }
    : { error: 'a DTO validates a value the route input does not accept'; dtos: DtoInput<B> };

/** A group of endpoints: each route of `routes` bound to its pattern and DTOs. */
export function bindEndpoints<
  Routes extends Record<string, Route>,
  const Bindings extends { [K in keyof Routes]: EndpointBinding<Routes[K]> },
>(
  routes: Routes,
  bindings: Bindings & { [K in keyof Routes]: Checked<Routes[K], Bindings[K]> },
): { [K in keyof Routes]: Bindings[K] & { route: Routes[K] } } {
  return Object.fromEntries(
    Object.entries(bindings).map(([name, binding]) => [name, { ...binding, route: routes[name] }]),
  ) as never;
}

/** Any entry of the table, as the gateway serves it. */
export type BoundEndpoint = Omit<EndpointBinding<Route>, 'toRpc'> & { toRpc?: (input: never) => unknown };
export type { RouteInput, RouteReply };
