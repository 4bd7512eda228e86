import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { addAccessLog, userHashOf } from './access-log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('access log', () => {
  it('writes one line a request: method, route, status, duration, request id, user hash; no body, token or path', async () => {
    const { lines, logger } = capture();
    const fastify = Fastify({ genReqId: () => 'req-access-1' });
    fastify.addHook('preHandler', (request, _reply, done) => {
      (request as unknown as { user: { userId: string } }).user = {
        userId: '6f1c2d3e-0000-4000-8000-000000000001',
      };
      done();
    });
    addAccessLog(fastify, logger);
    fastify.post('/api/sessions/:id/messages', async (_request, reply) => reply.code(201).send({ ok: 1 }));
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/sessions/abc123/messages?secret=query',
      headers: { authorization: 'Bearer very.secret.token', 'content-type': 'application/json' },
      payload: { text: 'I feel low today' },
    });
    expect(response.statusCode).toBe(201);
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(line).toMatchObject({
      log: 'access',
      msg: 'request',
      method: 'POST',
      route: '/api/sessions/:id/messages',
      status: 201,
      requestId: 'req-access-1',
      userHash: userHashOf('6f1c2d3e-0000-4000-8000-000000000001'),
    });
    expect(typeof line.durationMs).toBe('number');
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(line);
    for (const leaked of ['I feel low', 'very.secret.token', 'abc123', 'secret=query', '6f1c2d3e'])
      expect(text).not.toContain(leaked);
    await fastify.close();
  });

  it('logs unmatched paths under one route name and server errors at warn, without a user hash when signed out', async () => {
    const { lines, logger } = capture();
    const fastify = Fastify();
    addAccessLog(fastify, logger);
    fastify.get('/boom', async () => {
      throw new Error('kaput');
    });
    await fastify.inject({ method: 'GET', url: '/nope/123' });
    await fastify.inject({ method: 'GET', url: '/boom' });
    expect(lines.map((l) => [l.route, l.status, l.level])).toEqual([
      ['unmatched', 404, 30],
      ['/boom', 500, 40],
    ]);
    expect(lines[0]).not.toHaveProperty('userHash');
    await fastify.close();
  });

  it('hashes a user id the same way every time, and differently for another user', () => {
    expect(userHashOf('a')).toBe(userHashOf('a'));
    expect(userHashOf('a')).not.toBe(userHashOf('b'));
    expect(userHashOf('a')).toMatch(/^[0-9a-f]{16}$/);
  });
});
