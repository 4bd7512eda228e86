import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants';
import { ENDPOINT_TABLE } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { idempotentServiceOf } from '../core/idempotency';
import { controllerNameOf, requestOf } from './endpoint-controller';
import * as controllers from './endpoints.controller';

type Handler = (...args: unknown[]) => unknown;
const served = Object.values(controllers) as unknown as {
  name: string;
  prototype: Record<string, Handler>;
}[];

describe('the endpoint table, served', () => {
  it('has one controller for every group, named as the OpenAPI operation ids were', () => {
    expect(served.map((c) => c.name).sort()).toEqual(
      Object.keys(ENDPOINT_TABLE).map(controllerNameOf).sort(),
    );
  });

  it('routes every entry with its verb, path, guard, idempotency and status', () => {
    for (const [group, entries] of Object.entries(ENDPOINT_TABLE)) {
      const controller = served.find((c) => c.name === controllerNameOf(group))!;
      for (const [name, entry] of Object.entries(entries)) {
        const handler = controller.prototype[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        const guards = (Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[];
        expect({
          id: `${group}.${name}`,
          route: `${RequestMethod[method]} /${Reflect.getMetadata(PATH_METADATA, handler) as string}`,
          guarded: guards.includes(JwtAuthGuard),
          idempotent: idempotentServiceOf(handler),
          status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
        }).toEqual({
          id: `${group}.${name}`,
          route: `${entry.route.method} ${entry.route.path}`,
          guarded: entry.route.auth !== 'public',
          idempotent: 'idempotent' in entry ? entry.idempotent : undefined,
          status: 'status' in entry ? entry.status : undefined,
        });
      }
    }
  });

  it('keeps every handler callable on an instance (no field shadows an entry named limits or services)', () => {
    const runtime = { redis: {}, config: { MESSAGING_NAMESPACE: 'spec' } };
    for (const [group, entries] of Object.entries(ENDPOINT_TABLE)) {
      const Controller = served.find((c) => c.name === controllerNameOf(group)) as unknown as new (
        ...args: unknown[]
      ) => Record<string, unknown>;
      const instance = new Controller({}, runtime);
      for (const name of Object.keys(entries))
        expect([`${group}.${name}`, typeof instance[name]]).toEqual([`${group}.${name}`, 'function']);
    }
  });

  it('asks the service with path parameters, query and body as one object, absent fields left out', () => {
    expect(requestOf({ days: undefined }, undefined, { date: '2026-11-26' })).toEqual({ date: '2026-11-26' });
    expect(requestOf({ q: 'calm' }, { sleepQuality: null })).toEqual({ q: 'calm', sleepQuality: null });
    expect(requestOf({})).toEqual({});
    expect(requestOf(undefined, undefined, undefined)).toBeUndefined();
  });
});
