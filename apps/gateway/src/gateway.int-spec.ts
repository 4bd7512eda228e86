import { CRISIS_LINES } from '@maeum/api-types';
import { AppProcess, nextClientIp, TestStack } from '@maeum/testing';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { connect } from 'nats';

interface HealthBody {
  services: Record<string, string>;
  down?: string[];
}
interface ErrorBody {
  code: string;
  errors?: { field: string; message: string }[];
}

const SERVICES = ['auth', 'billing', 'sessions', 'journal', 'admin'] as const;
const PRECOMPRESSED_ASSET = 'console.log("maeum, compressed when it was built");';
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', false);";

describe('gateway in front of the running services', () => {
  let stack: TestStack;
  let env: Record<string, string>;
  let webDist: string;
  let gateway: AppProcess;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'maeum-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-3f9a.js'), 'console.log("maeum");');
    // As the web build leaves it: a copy compressed at build time beside the asset.
    writeFileSync(join(webDist, 'assets', 'app-3f9a.js.br'), brotliCompressSync(PRECOMPRESSED_ASSET));
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    );
    stack = await TestStack.start({
      services: [...SERVICES],
      env: { RPC_TIMEOUT_MS: '1500', HEALTH_TIMEOUT_MS: '800', WEB_DIST: webDist },
    });
    ({ env, gateway } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const api = (path: string, init?: RequestInit) => fetch(gateway.url + path, init);
  // A different client address per call keeps sign-up rate limits out of tests about other things.
  const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
    api(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': nextClientIp(),
        ...headers,
      },
      body,
    });
  const CONSENT = { terms: true, sensitiveData: true, age: true };

  it('reports every service and dependency up', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      services: { auth: 'up', billing: 'up', sessions: 'up', journal: 'up', admin: 'up' },
      deps: { postgres: 'up', redis: 'up', nats: 'up' },
    });
  });

  it('turns health to 503 naming a stopped service, and recovers when it is back', async () => {
    expect(await stack.app('billing').stop()).toBe(0); // SIGTERM → drained, clean exit
    const started = Date.now();
    const down = await api('/api/health');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(down.status).toBe(503);
    const body = (await down.json()) as HealthBody;
    expect(body.services.billing).toBe('down');
    expect(body.services.auth).toBe('up');
    expect(body.down).toEqual(['billing']);

    await stack.start('billing');
    expect((await api('/api/health')).status).toBe(200);
  });

  it('answers 503 at once when nobody serves a route, and within its timeout when a service hangs', async () => {
    await stack.app('auth').kill();
    const signup = JSON.stringify({
      fullName: 'Ha Eun',
      email: `${randomUUID()}@example.com`,
      password: 'a calm river',
      consent: CONSENT,
    });
    let started = Date.now();
    let response = await postJson('/api/auth/signup', signup);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      service: 'auth',
    });
    expect(Date.now() - started).toBeLessThan(1000);

    // A member of the queue group that takes the request and never answers.
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    nc.subscribe(`${env.MESSAGING_NAMESPACE}.rpc.auth.signup`, { queue: 'auth', callback: () => undefined });
    await nc.flush();
    started = Date.now();
    response = await postJson('/api/auth/signup', signup);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
    await nc.close();

    await stack.start('auth');
    response = await postJson('/api/auth/signup', signup);
    expect(response.status).toBe(201);
  });

  it('answers bad input with the error envelope and never a 500', async () => {
    let response = await postJson('/api/auth/signup', '{"fullName": "Mina",');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'malformed_json' });

    response = await postJson('/api/auth/signup', JSON.stringify({ fullName: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });

    response = await postJson(
      '/api/auth/signup',
      JSON.stringify({ fullName: '  ', email: 'not-an-email', password: 'short', isAdmin: true }),
    );
    expect(response.status).toBe(400);
    const invalid = (await response.json()) as ErrorBody;
    expect(invalid.code).toBe('validation_failed');
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Full name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 8 characters long' },
        { field: 'isAdmin', message: 'property isAdmin should not exist' },
      ]),
    );

    for (const body of [
      '[]',
      '"text"',
      '{"fullName": {"$gt": ""}, "email": ["a@b.co"], "password": 12345678}',
      '{"fullName":"\\u0000\'; DROP TABLE auth.users;--","email":"a@b.co","password":"aaaaaaaa"}',
    ]) {
      response = await postJson('/api/auth/signup', body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toHaveProperty('code');
    }

    response = await api('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = `${randomUUID()}@example.com`;
    const first = await postJson(
      '/api/auth/signup',
      JSON.stringify({ fullName: 'Seo Yeon', email, password: 'morning tea', consent: CONSENT }),
    );
    expect(first.status).toBe(201);
    const again = await postJson(
      '/api/auth/signup',
      JSON.stringify({
        fullName: 'Seo Yeon',
        email: email.toUpperCase(),
        password: 'morning tea',
        consent: CONSENT,
      }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      statusCode: 409,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('serves the SPA for unknown pages, and a real 404 for a missing file', async () => {
    const page = await api('/some/deep/page?x=1', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await api('/assets/app-3f9a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await api('/assets/missing-chunk.js')).status).toBe(404);

    // The file compressed at build time is sent as it is, not compressed again.
    const brotli = await api('/assets/app-3f9a.js', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(PRECOMPRESSED_ASSET);
    expect(
      await (await api('/assets/app-3f9a.js', { headers: { 'accept-encoding': 'identity' } })).text(),
    ).toBe('console.log("maeum");');
    expect((await api('/')).status).toBe(200);
  });

  it('sends security headers, allowing only the SPA inline script it ships', async () => {
    const response = await api('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('carries a sane request id and makes one otherwise', async () => {
    const given = await api('/api/health/live', { headers: { 'x-request-id': 'req-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('req-12345678');
    const injected = await api('/api/health/live', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(injected.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the crisis lines to anyone, from the one list, cacheable for an hour', async () => {
    const response = await api('/api/safety/crisis-lines');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual({ lines: CRISIS_LINES });
  });

  it('publishes its OpenAPI document', async () => {
    const document = (await (await api('/api/docs-json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/signup', '/api/safety/crisis-lines']),
    );
    expect(Object.keys(document.paths).some((p) => p.includes('diagnostics'))).toBe(false);
    expect((await api('/api/docs')).status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await gateway.stop()).toBe(0);
    gateway = await stack.start('gateway');
  });
});
