/** Who may call an endpoint: a signed-in person, anyone, or an admin (the gateway's guards). */
export type EndpointAuth = 'user' | 'public' | 'admin';
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint as both sides of the wire see it: method, path (`:name` parameters) and who may call
 * it, with the request (path parameters, query and body as one object) and the reply carried as
 * phantom types. The web's client and mocks, the gateway's forwarding controller and the RPC map
 * are typed by it (libs/contracts/src/endpoints adds the server's half: pattern, DTOs, limits).
 */
export interface Route<Input = unknown, Reply = unknown> {
  readonly method: EndpointMethod;
  /** From the API root, with a leading slash: `/habits/:date`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Phantom: never set at run time, only read by the type checker. */
  readonly input?: Input;
  /** Phantom: never set at run time, only read by the type checker. */
  readonly reply?: Reply;
}

/**
 * `route<Input, Reply>()('PUT', '/habits/:date')`: the types first (written), then the route
 * (inferred). `void` input: the call takes none.
 */
export function route<Input, Reply>() {
  return (method: EndpointMethod, path: string, auth: EndpointAuth = 'user'): Route<Input, Reply> => ({
    method,
    path,
    auth,
  });
}

export type RouteInput<R> = R extends Route<infer Input, unknown> ? Input : never;
export type RouteReply<R> = R extends Route<unknown, infer Reply> ? Reply : never;
