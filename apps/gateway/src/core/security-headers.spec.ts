import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { helmetOptions, securityHeaders } from './security-headers';

/** The headers @fastify/helmet itself sends for these options, on a bare fastify app. */
async function fromPlugin(options: ReturnType<typeof helmetOptions>): Promise<Record<string, string>> {
  const app = Fastify();
  await app.register(fastifyHelmet, options);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const {
    'content-type': _type,
    'content-length': _length,
    date: _date,
    connection: _connection,
    ...headers
  } = response.headers;
  return headers as Record<string, string>;
}

describe('securityHeaders', () => {
  it.each([
    ['http, no SPA', 'http://localhost:3000', []],
    ['https, with the SPA’s inline script', 'https://maeum.example', ["'sha256-abc='"]],
  ])('are exactly what @fastify/helmet sends (%s)', async (_name, publicUrl, hashes) => {
    const options = helmetOptions(publicUrl, hashes);
    const computed = securityHeaders(options);
    expect(Object.fromEntries(computed.set.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(
      await fromPlugin(options),
    );
    expect(computed.remove.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });

  it('include the CSP that allows only our own scripts', () => {
    const headers = new Map(
      securityHeaders(helmetOptions('https://maeum.example', ["'sha256-abc='"])).set.map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    expect(headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc='");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses per-request nonces, which cannot be worked out once', () => {
    expect(() =>
      securityHeaders({ ...helmetOptions('http://localhost', []), enableCSPNonces: true }),
    ).toThrow(/nonces/);
  });
});
