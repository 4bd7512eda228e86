import { ApiClient, expectErrorEnvelope, nextClientIp, TestStack } from '@maeum/testing';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

// Requests that go wrong before any handler runs (issue 8, items 2 and 8): JSON nested deep enough
// to overflow the recursion of class-transformer, URLs the router cannot decode, path parameters
// over their length, headers over Node's limit, bytes that are not HTTP. Each answers 4xx in the
// error envelope (`ErrorBody`), never 5xx and never fastify's own body.

/** `{"a":{"a":…1…}}` or `[[…1…]]`, `depth` containers deep. */
const nested = (depth: number, kind: 'object' | 'array') =>
  kind === 'object'
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + '1' + ']'.repeat(depth);

/** Sends raw bytes and reads the answer until the server closes the connection (bounded). */
function rawExchange(url: string, request: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', (error) => (data ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('requests refused at the edge', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  let token: string;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
    token = (await api.signUp()).accessToken;
  });

  afterAll(() => stack?.stop());

  async function sendJson(method: string, path: string, body: string) {
    const response = await fetch(stack.gateway.url + path, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': nextClientIp(),
      },
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  describe('deeply nested JSON', () => {
    const endpoints = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/signup'],
      ['PATCH', '/api/me/preferences'],
    ] as const;

    it('refuses nesting deeper than 32 with 400 validation_failed: depth 33, 2,000 and 100,000', async () => {
      for (const [method, path] of endpoints)
        for (const depth of [33, 2_000, 100_000])
          for (const kind of ['object', 'array'] as const) {
            const what = `${method} ${path}, ${kind}s ${depth} deep`;
            const { text } = await sendJson(method, path, nested(depth, kind));
            expectErrorEnvelope(text, 400, what, 'validation_failed');
            expect(JSON.parse(text).message).toMatch(/32 levels/);
          }
    });

    it('refuses the depth inside a field as well, and counts no bracket within a string', async () => {
      const inField = `{"email":"a@example.com","password":${nested(40, 'array')}}`;
      const { status, text } = await sendJson('POST', '/api/auth/login', inField);
      expect(status).toBe(400);
      expect(JSON.parse(text).message).toMatch(/32 levels/);
      const bracketsInText = JSON.stringify({ email: 'a@example.com', password: '[{'.repeat(500) });
      const plain = await sendJson('POST', '/api/auth/login', bracketsInText);
      expect(plain.status).toBeLessThan(500);
      expect(JSON.parse(plain.text).message).not.toMatch(/32 levels/);
    });

    it('lets 32 levels through to validation', async () => {
      const { status, text } = await sendJson('POST', '/api/auth/login', nested(32, 'object'));
      expect(status).toBe(400);
      expect(JSON.parse(text).message).not.toMatch(/32 levels/);
    });
  });

  it('does not start with the diagnostics routes in production, whatever DIAGNOSTICS_ENABLED says', async () => {
    const child = spawn(process.execPath, ['dist/node/apps/gateway/src/main.js'], {
      env: {
        PATH: process.env.PATH,
        ...stack.env,
        NODE_ENV: 'production',
        DIAGNOSTICS_ENABLED: 'true',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(killer);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toMatch(/DIAGNOSTICS_ENABLED must be false when NODE_ENV=production/);
  });

  describe('errors raised before a route is found', () => {
    it('answers a URL the router cannot decode (/%) with 400 in the envelope', async () => {
      for (const path of ['/%', '/api/%', '/api/me/%zz']) {
        const response = await fetch(stack.gateway.url + path);
        expectErrorEnvelope(await response.text(), 400, path, 'bad_request');
        expect(response.headers.get('x-request-id')).toBeTruthy();
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    it('answers a path parameter over its length with 414 in the envelope', async () => {
      const response = await fetch(`${stack.gateway.url}/api/auth/oauth/${'g'.repeat(300)}`);
      expectErrorEnvelope(await response.text(), 414, 'long provider', 'uri_too_long');
    });

    it('answers headers over the limit with 431 in the envelope', async () => {
      const answer = await rawExchange(
        stack.gateway.url,
        `GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(40_000)}\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(answer.head).toMatch(/content-type: application\/json/i);
      expectErrorEnvelope(answer.body, 431, 'large headers', 'request_header_fields_too_large');
    });

    it('answers bytes that are not HTTP with 400 in the envelope', async () => {
      const answer = await rawExchange(stack.gateway.url, 'HELLO THERE\r\n\r\n');
      expect(answer.status).toBe(400);
      expectErrorEnvelope(answer.body, 400, 'not HTTP', 'bad_request');
    });
  });
});
