import { CanActivate, ExecutionContext, HttpException } from '@nestjs/common';
import { ServiceUnavailableError } from '@maeum/messaging';
import { createHmac, generateKeyPairSync, KeyObject, sign } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import type { GatewayRuntime } from '../core/gateway-runtime';
import type { JwksCache } from './jwks.cache';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

describe('access tokens through JwtStrategy (passport-jwt) and JwtAuthGuard', () => {
  const ours = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const attacker = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const now = Math.floor(Date.now() / 1000);
  const published = new Map<string, KeyObject>();
  const jwks = { publicKey: async (kid: string) => published.get(kid) } as unknown as JwksCache;
  const redis = { exists: jest.fn() };
  const runtime = {
    config: { JWT_ISSUER: 'maeum-auth', JWT_AUDIENCE: 'maeum-api', MESSAGING_NAMESPACE: 'unit' },
    redis,
  } as unknown as GatewayRuntime;
  const strategy = new JwtStrategy(jwks, runtime);
  const guard = new JwtAuthGuard(strategy);
  // passport-jwt's seam for its jsonwebtoken call: counts the tokens actually verified.
  const verifier = jest.spyOn(Strategy as unknown as { JwtVerifier: () => void }, 'JwtVerifier');

  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: 'user-1',
    sid: 'session-1',
    iss: 'maeum-auth',
    aud: 'maeum-api',
    iat: now - 10,
    exp: now + 600,
    ...overrides,
  });
  const es256 = (
    payload: object,
    header: object = { alg: 'ES256', typ: 'JWT', kid: 'k1' },
    key = ours.privateKey,
  ) => {
    const input = `${b64(header)}.${b64(payload)}`;
    return `${input}.${b64(sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }))}`;
  };
  const contextFor = (request: object) =>
    ({ switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) }) as ExecutionContext;
  /** The user the guard lets through, or the HTTP status and code it refuses with. */
  const authenticate = async (token: string, activate: CanActivate = guard) => {
    const request: { headers: object; user?: unknown } = { headers: { authorization: `Bearer ${token}` } };
    try {
      await activate.canActivate(contextFor(request));
      return request.user;
    } catch (error) {
      if (error instanceof HttpException)
        return { status: error.getStatus(), code: (error.getResponse() as { code?: string }).code };
      throw error;
    }
  };
  const unauthorized = { status: 401, code: 'unauthorized' };

  beforeEach(() => {
    published.clear();
    published.set('k1', ours.publicKey);
    redis.exists.mockReset().mockResolvedValue(0);
    verifier.mockClear();
  });

  it('accepts a token as issued, with one of its audiences ours', async () => {
    expect(await authenticate(es256(claims()))).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await authenticate(es256(claims({ aud: ['other', 'maeum-api'] })))).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
    });
    expect(redis.exists).toHaveBeenCalledWith(expect.stringContaining('session-1'));
  });

  it.each([
    ['a wrong audience', claims({ aud: 'another-api' })],
    ['a wrong issuer', claims({ iss: 'someone-else' })],
    ['an expired token', claims({ exp: now - 1 })],
    ['no expiry', claims({ exp: undefined })],
    ['a future nbf', claims({ nbf: now + 60 })],
    ['no session', claims({ sid: undefined })],
    ['a numeric subject', claims({ sub: 42 })],
  ])('refuses %s', async (_case, payload) => {
    expect(await authenticate(es256(payload))).toEqual(unauthorized);
  });

  it('refuses alg none, HS256 keyed with the public key, RS256, an unknown kid and crit', async () => {
    expect(await authenticate(`${b64({ alg: 'none', kid: 'k1' })}.${b64(claims())}.`)).toEqual(unauthorized);
    const hsInput = `${b64({ alg: 'HS256', kid: 'k1' })}.${b64(claims())}`;
    const publicPem = ours.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const hs256 = `${hsInput}.${b64(createHmac('sha256', publicPem).update(hsInput).digest())}`;
    expect(await authenticate(hs256)).toEqual(unauthorized);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    published.set('r1', rsa.publicKey);
    const rsInput = `${b64({ alg: 'RS256', kid: 'r1' })}.${b64(claims())}`;
    const rs256 = `${rsInput}.${b64(sign('sha256', Buffer.from(rsInput), rsa.privateKey))}`;
    expect(await authenticate(rs256)).toEqual(unauthorized);
    expect(await authenticate(es256(claims(), { alg: 'ES256', kid: 'k2' }))).toEqual(unauthorized);
    expect(await authenticate(es256(claims(), { alg: 'ES256', kid: 'k1', crit: ['exp'] }))).toEqual(
      unauthorized,
    );
  });

  it('refuses a token that brings its own key (jwk, jku) signed by another key', async () => {
    const jwk = attacker.publicKey.export({ format: 'jwk' });
    const withOwnKey = (header: object) => es256(claims(), { alg: 'ES256', ...header }, attacker.privateKey);
    expect(await authenticate(withOwnKey({ jwk }))).toEqual(unauthorized);
    expect(await authenticate(withOwnKey({ kid: 'k1', jwk }))).toEqual(unauthorized);
    expect(await authenticate(withOwnKey({ kid: 'k1', jku: 'http://127.0.0.1:9/jwks.json' }))).toEqual(
      unauthorized,
    );
  });

  it('refuses a tampered payload and tokens that are not three parts of JSON', async () => {
    const [header, , signature] = es256(claims()).split('.');
    expect(await authenticate(`${header}.${b64(claims({ sub: 'user-2' }))}.${signature}`)).toEqual(
      unauthorized,
    );
    expect(await authenticate('not.a.jwt')).toEqual(unauthorized);
    expect(await authenticate(`${es256(claims())}.extra`)).toEqual(unauthorized);
    expect(await authenticate(`${b64(Buffer.from('[1]'))}.${b64(claims())}.${signature}`)).toEqual(
      unauthorized,
    );
  });

  it('verifies a token once, and still reads its session’s revocation on every request', async () => {
    const token = es256(claims({ sid: 'session-2' }));
    expect(await authenticate(token)).toEqual({ userId: 'user-1', sessionId: 'session-2' });
    expect(await authenticate(token)).toEqual({ userId: 'user-1', sessionId: 'session-2' });
    expect(verifier).toHaveBeenCalledTimes(1);
    expect(redis.exists).toHaveBeenCalledTimes(2);

    redis.exists.mockResolvedValue(1);
    expect(await authenticate(token)).toEqual({ status: 401, code: 'session_not_found' });
    redis.exists.mockRejectedValue(new Error('connection lost'));
    await expect(authenticate(token)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(verifier).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once its signing key is withdrawn', async () => {
    const token = es256(claims({ sid: 'session-3' }));
    expect(await authenticate(token)).toEqual({ userId: 'user-1', sessionId: 'session-3' });
    published.delete('k1');
    expect(await authenticate(token)).toEqual(unauthorized);
  });

  it('lets a request through without a user when the token is optional and not valid', async () => {
    const optional = new OptionalJwtAuthGuard(strategy);
    expect(await authenticate(es256(claims({ iss: 'someone-else' })), optional)).toBeUndefined();
    const token = es256(claims({ sid: 'session-4' }));
    expect(await authenticate(token, optional)).toEqual({ userId: 'user-1', sessionId: 'session-4' });
    redis.exists.mockResolvedValue(1);
    expect(await authenticate(token, optional)).toBeUndefined();
  });
});
