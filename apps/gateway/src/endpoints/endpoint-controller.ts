import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Type,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { BoundEndpoint, EndpointMethod, Route, RpcPatternName } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { Idempotent } from '../core/idempotency';
import { ServicesClient } from '../core/services.client';
import { UserRateLimit } from '../core/user-rate-limit';

const VERBS: Record<EndpointMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** `habits` → `HabitsController`, `moodBoosters` → `MoodBoostersController` (the OpenAPI operation ids' prefix). */
export function controllerNameOf(group: string): string {
  return `${group[0].toUpperCase()}${group.slice(1)}Controller`;
}

/**
 * What the service is asked: path parameters, query and body as one object without absent fields;
 * nothing for a route that takes no input.
 */
export function requestOf(...parts: (object | undefined)[]): Record<string, unknown> | undefined {
  if (parts.every((part) => part === undefined)) return undefined;
  const request: Record<string, unknown> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part ?? {})) if (value !== undefined) request[key] = value;
  return request;
}

type Forward = (caller: Caller, params?: object, query?: object, body?: object) => Promise<unknown>;

// Symbols, not names: an entry may be called anything (`limits`, `services`) without shadowing them.
const SERVICES = Symbol('services');
const LIMITS = Symbol('rate limits');

interface ForwardingController {
  [SERVICES]: ServicesClient;
  [LIMITS]: Map<string, UserRateLimit>;
}

/**
 * One controller class for a group of the endpoint table, built from its entries: the same
 * decorators a hand-written route carries (verb and path, guard, DTO parameters for the global
 * ValidationPipe, @Idempotent, cache header, status, OpenAPI tag, summary and answer), and a
 * handler that checks the rate limit and forwards to the entry's RPC pattern. Its operation ids
 * are `<Group>Controller_<name>`, as before the table.
 */
export function endpointController(
  group: string,
  tag: string,
  entries: Record<string, BoundEndpoint & { route: Route }>,
): Type<unknown> {
  class EndpointsController implements ForwardingController {
    readonly [LIMITS] = new Map<string, UserRateLimit>();
    readonly [SERVICES]: ServicesClient;

    constructor(services: ServicesClient, runtime: GatewayRuntime) {
      this[SERVICES] = services;
      for (const entry of Object.values(entries))
        if (entry.rateLimit && !this[LIMITS].has(entry.rateLimit.name))
          this[LIMITS].set(
            entry.rateLimit.name,
            new UserRateLimit(
              runtime,
              entry.rateLimit.name,
              entry.rateLimit.perMinute,
              entry.rateLimit.message,
            ),
          );
    }
  }
  Object.defineProperty(EndpointsController, 'name', { value: controllerNameOf(group) });
  Reflect.defineMetadata('design:paramtypes', [ServicesClient, Object], EndpointsController);
  Inject(GATEWAY_RUNTIME)(EndpointsController, undefined, 1);
  Controller()(EndpointsController);
  ApiTags(tag)(EndpointsController);

  const prototype = EndpointsController.prototype as unknown as Record<string, Forward>;
  for (const [name, entry] of Object.entries(entries)) {
    const forward: Forward = async function (this: ForwardingController, caller, params, query, body) {
      if (entry.rateLimit) await this[LIMITS].get(entry.rateLimit.name)!.consume(caller.userId!);
      const pattern = entry.rpc as RpcPatternName;
      const input = requestOf(query, body, params);
      const request = (entry.toRpc ? entry.toRpc(input as never) : input) as never;
      if (entry.rawJson) return this[SERVICES].askJson(pattern, request, caller);
      const reply = await this[SERVICES].ask(pattern, request, caller);
      // 204: nothing is sent, whatever the service answered.
      return entry.status === 204 ? undefined : reply;
    };
    Object.defineProperty(forward, 'name', { value: name });
    prototype[name] = forward;
    Reflect.defineMetadata(
      'design:paramtypes',
      [Object, entry.params ?? Object, entry.query ?? Object, entry.body ?? Object],
      prototype,
      name,
    );
    CurrentCaller()(prototype, name, 0);
    if (entry.params) Param()(prototype, name, 1);
    if (entry.query) Query()(prototype, name, 2);
    if (entry.body) Body()(prototype, name, 3);

    const decorators: MethodDecorator[] = [VERBS[entry.route.method](entry.route.path.replace(/^\//, ''))];
    if (entry.route.auth !== 'public') decorators.push(UseGuards(JwtAuthGuard), ApiBearerAuth());
    if (entry.idempotent) decorators.push(Idempotent(entry.idempotent));
    if (entry.status) decorators.push(HttpCode(entry.status));
    if (entry.cache) decorators.push(Header('cache-control', entry.cache));
    for (const [header, value] of Object.entries(entry.headers ?? {})) decorators.push(Header(header, value));
    if (entry.rawJson) decorators.push(Header('content-type', 'application/json; charset=utf-8'));
    decorators.push(ApiOperation({ summary: entry.summary }));
    if (entry.answer)
      decorators.push(ApiResponse({ status: entry.status ?? 200, description: entry.answer }));
    if (entry.rateLimit)
      decorators.push(
        ApiTooManyRequestsResponse({ description: `More than ${entry.rateLimit.perMinute} a minute` }),
      );
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    for (const decorate of decorators.reverse()) decorate(prototype, name, descriptor);
  }
  return EndpointsController;
}
