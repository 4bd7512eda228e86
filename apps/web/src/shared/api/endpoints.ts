import {
  ROUTES,
  routeOf,
  type EndpointId,
  type EndpointInput,
  type EndpointReply,
  type Route,
  type RouteInput,
  type RouteReply,
  type RouteTable,
} from '@maeum/api-types';
import { request, type QueryParams, type RequestOptions } from './http';

/** `/habits/:date` with `{ date: '2026-11-26', … }` → the path with the parameter filled and what is left. */
export function fillPath(
  path: string,
  input: object | undefined,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/**
 * Calls one route of the endpoint table: the path parameters are filled from `input`, the rest is
 * the query string (GET) or the JSON body (POST, PUT, PATCH; DELETE when anything is left). The
 * reply is typed by the table.
 */
export function callRoute<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<RouteReply<R>> {
  const { path, rest } = fillPath(route.path, input as object | undefined);
  if (route.method === 'GET')
    return request(route.method, path, undefined, {
      ...options,
      query: { ...(rest as QueryParams), ...options?.query },
    });
  // A write with input sends its fields (`{}` when all were path parameters): a body DTO refuses none.
  const body =
    input === undefined || (route.method === 'DELETE' && !Object.keys(rest).length) ? undefined : rest;
  return request(route.method, path, body, options);
}

/** `callEndpoint('habits.save', { date, ...input })`: the call by endpoint id. */
export function callEndpoint<Id extends EndpointId>(
  id: Id,
  input: EndpointInput<Id>,
  options?: RequestOptions,
): Promise<EndpointReply<Id>> {
  return callRoute(routeOf(id), input, options) as Promise<EndpointReply<Id>>;
}

type Call<R> = [RouteInput<R>] extends [void]
  ? (input?: void, options?: RequestOptions) => Promise<RouteReply<R>>
  : Partial<RouteInput<R>> extends RouteInput<R>
    ? (input?: RouteInput<R>, options?: RequestOptions) => Promise<RouteReply<R>>
    : (input: RouteInput<R>, options?: RequestOptions) => Promise<RouteReply<R>>;

/** The typed client: `api.habits.save({ date, breakfast: true })`, one function per table entry. */
export type EndpointClient = {
  [G in keyof RouteTable]: { [N in keyof RouteTable[G]]: Call<RouteTable[G][N]> };
};

export const api = Object.fromEntries(
  Object.entries(ROUTES).map(([group, routes]) => [
    group,
    Object.fromEntries(
      Object.entries(routes as Record<string, Route>).map(([name, route]) => [
        name,
        (input: never, options?: RequestOptions) => callRoute(route, input, options),
      ]),
    ),
  ]),
) as unknown as EndpointClient;
