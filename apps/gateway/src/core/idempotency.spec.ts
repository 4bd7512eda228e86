import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { fingerprintOf, idempotentServiceOf } from './idempotency';

const SRC = join(__dirname, '..');

/**
 * Signed-in writes that take no Idempotency-Key, and why. Every other signed-in POST, PUT or PATCH
 * is @Idempotent (RELIABILITY.md 36), so a new create route cannot be added without one.
 */
const NOT_IDEMPOTENT: Record<string, string> = {
  'POST sessions/:id/messages': 'answers as a stream; claims the key itself (sessions.controller.ts)',
  'POST auth/logout': 'ends the session: repeating it changes nothing',
  'POST tts': 'makes audio, writes nothing',
  'POST stt': 'reads audio, writes nothing',
  'POST sessions/:id/messages/:messageId/spoken': 'speaks a saved reply; the audio is kept by message id',
  'POST mood-boosters/emoji-echo': 'answers emoji, writes nothing',
  'POST features/:name/preview': 'a preview, writes nothing',
  'POST diagnostics/echo': 'benchmark echo, off in production',
  'POST diagnostics/echo/rpc': 'benchmark echo, off in production',
};

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

interface Route {
  name: string;
  signedIn: boolean;
  service?: string;
}

function writeRoutes(): Route[] {
  const routes: Route[] = [];
  for (const file of controllerFiles(SRC)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every controller, found on disk
    const exported = require(file) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function') continue;
      const base = Reflect.getMetadata(PATH_METADATA, value) as string | undefined;
      if (base === undefined) continue;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, value) ?? []) as unknown[];
      const proto = (value as { prototype: Record<string, unknown> }).prototype;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const handler = proto[key];
        if (typeof handler !== 'function' || key === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (![RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH].includes(method!)) continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string;
        const guards = [
          ...classGuards,
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]),
        ];
        routes.push({
          name: `${RequestMethod[method!]} ${[base, path].filter((p) => p && p !== '/').join('/')}`,
          signedIn: guards.includes(JwtAuthGuard),
          service: idempotentServiceOf(handler),
        });
      }
    }
  }
  return routes;
}

describe('idempotent creates', () => {
  it('every signed-in POST, PUT and PATCH takes an Idempotency-Key, or is listed with its reason', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes
      .filter((r) => r.signedIn && !r.service && !NOT_IDEMPOTENT[r.name])
      .map((r) => r.name);
    expect(missing).toEqual([]);
    const listedButIdempotent = routes.filter((r) => r.service && NOT_IDEMPOTENT[r.name]).map((r) => r.name);
    expect(listedButIdempotent).toEqual([]);
    // The ones the issue names.
    const idempotent = new Set(routes.filter((r) => r.service).map((r) => r.name));
    for (const name of [
      'POST journal/entries',
      'POST sessions',
      'PUT habits/:date',
      'POST payments/checkout',
      'POST payments/confirm',
      'POST invoices/:id/refund',
      'PATCH memory/:id',
    ])
      expect(idempotent).toContain(name);
    // Every exemption still names a route that exists.
    const names = new Set(routes.map((r) => r.name));
    expect(Object.keys(NOT_IDEMPOTENT).filter((name) => !names.has(name))).toEqual([]);
  });

  it('fingerprints method, path and body, not the query string', () => {
    const a = fingerprintOf('POST', '/api/journal/entries', { content: 'x' });
    expect(fingerprintOf('POST', '/api/journal/entries?x=1', { content: 'x' })).toBe(a);
    expect(fingerprintOf('POST', '/api/journal/entries', { content: 'y' })).not.toBe(a);
    expect(fingerprintOf('PUT', '/api/journal/entries', { content: 'x' })).not.toBe(a);
    expect(fingerprintOf('POST', '/api/sessions', { content: 'x' })).not.toBe(a);
  });
});
