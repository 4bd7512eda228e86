import { allRoutes, type EndpointId, type EndpointReply } from '@maeum/api-types';
import { vi } from 'vitest';

/** What a mocked endpoint answers: a ready Response, or a status with a JSON body and headers. */
export type MockReply = Response | { status: number; body?: unknown; headers?: Record<string, string> };

export interface MockRequest {
  url: URL;
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** A mocked answer of a table endpoint: its success body is the endpoint's reply type (an error is any envelope). */
export type EndpointMockReply<Id extends EndpointId> =
  | Response
  | { status: number; body: EndpointReply<Id>; headers?: Record<string, string> }
  | {
      status: number;
      body?: { statusCode: number; code: string; message: string };
      headers?: Record<string, string>;
    };
type TypedHandler<Id extends EndpointId> =
  EndpointMockReply<Id> | ((request: MockRequest) => EndpointMockReply<Id> | Promise<EndpointMockReply<Id>>);

/**
 * Handlers by endpoint id (`'habits.save'`, typed by the table: a body that is not the reply type
 * is a compile error) or by "METHOD /api/path" (routes not in the table yet).
 */
export type MockHandlers = { [Id in EndpointId]?: TypedHandler<Id> } & Record<string, Handler>;

/** `habits.save` → matches "PUT /api/habits/<anything>". */
const ENDPOINT_MATCHERS = new Map(
  allRoutes().map(([id, route]) => [
    id as string,
    {
      method: route.method,
      path: new RegExp(`^/api${route.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
    },
  ]),
);

function keyMatches(key: string, request: { method: string; url: URL }): boolean {
  if (key === `${request.method} ${request.url.pathname}`) return true;
  const endpoint = ENDPOINT_MATCHERS.get(key);
  return !!endpoint && endpoint.method === request.method && endpoint.path.test(request.url.pathname);
}

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The gateway's error envelope. */
export function apiError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { statusCode: status, code, message, ...extra } };
}

export const signedOutRefresh = apiError(401, 'session_not_found', 'Session not found');

export function sessionBody(overrides: { accessToken?: string; expiresIn?: number; fullName?: string } = {}) {
  return {
    user: {
      id: 'user-1',
      email: 'mina@example.com',
      fullName: overrides.fullName ?? 'Mina Kim',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    accessToken: overrides.accessToken ?? 'access-1',
    expiresIn: overrides.expiresIn ?? 900,
  };
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path". By default nobody is signed in (refresh 401)
 * and no social provider is configured; anything unmocked answers a JSON 404.
 */
export function mockApi(handlers: MockHandlers = {}) {
  const all: Record<string, Handler> = {
    'POST /api/auth/refresh': signedOutRefresh,
    'GET /api/auth/providers': { status: 200, body: { google: false, kakao: false } },
    ...handlers,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toMockRequest(input, init);
    const key = `${request.method} ${request.url.pathname}`;
    // The exact "METHOD /path" first, then an endpoint id whose route matches.
    const handler = (all[key] ?? Object.entries(all).find(([k]) => keyMatches(k, request))?.[1]) as
      Handler | undefined;
    if (!handler)
      return jsonResponse(404, { statusCode: 404, code: 'not_found', message: `No mock for ${key}` });
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return reply instanceof Response ? reply : jsonResponse(reply.status, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    /** The requests made to "METHOD /path" (or to an endpoint id, whatever its path parameters), in order. */
    calls(key: string): MockRequest[] {
      return fetchMock.mock.calls
        .map(([input, init]) => toMockRequest(input, init))
        .filter((request) => keyMatches(key, request));
    },
  };
}

function toMockRequest(input: RequestInfo | URL, init?: RequestInit): MockRequest {
  const url = new URL(String(input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { url, method, body, headers: new Headers(init?.headers) };
}

/** A promise to settle by hand, for "while it loads" assertions. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
