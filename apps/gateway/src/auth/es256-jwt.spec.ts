import { createHmac, generateKeyPairSync, KeyObject, sign } from 'node:crypto';
import { verifyEs256Jwt } from './es256-jwt';

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

describe('verifyEs256Jwt', () => {
  const ours = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const attacker = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const now = 1_800_000_000;
  const expected = { issuer: 'maeum-auth', audience: 'maeum-api', nowSeconds: now };
  const keyFor = async (kid: string): Promise<KeyObject | undefined> =>
    kid === 'k1' ? ours.publicKey : undefined;
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
  const verify = (token: string) => verifyEs256Jwt(token, keyFor, expected);

  it('accepts a token as issued, with its kid and claims', async () => {
    expect(await verify(es256(claims()))).toEqual({
      kid: 'k1',
      claims: { sub: 'user-1', sid: 'session-1', exp: now + 600 },
    });
    expect(await verify(es256(claims({ aud: ['other', 'maeum-api'] })))).toBeDefined();
  });

  it.each([
    ['a wrong audience', claims({ aud: 'another-api' })],
    ['a wrong issuer', claims({ iss: 'someone-else' })],
    ['an expired token', claims({ exp: now })],
    ['no expiry', claims({ exp: undefined })],
    ['a future nbf', claims({ nbf: now + 60 })],
    ['a non-numeric iat', claims({ iat: 'yesterday' })],
    ['no session', claims({ sid: undefined })],
    ['a numeric subject', claims({ sub: 42 })],
  ])('refuses %s', async (_case, payload) => {
    expect(await verify(es256(payload))).toBeUndefined();
  });

  it('refuses alg none, HS256 keyed with the public key, an unknown kid, an attacker’s key and crit', async () => {
    expect(await verify(`${b64({ alg: 'none', kid: 'k1' })}.${b64(claims())}.`)).toBeUndefined();
    const hsInput = `${b64({ alg: 'HS256', kid: 'k1' })}.${b64(claims())}`;
    const publicPem = ours.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(
      await verify(`${hsInput}.${b64(createHmac('sha256', publicPem).update(hsInput).digest())}`),
    ).toBeUndefined();
    expect(await verify(es256(claims(), { alg: 'ES256', kid: 'k2' }))).toBeUndefined();
    const attackerJwk = attacker.publicKey.export({ format: 'jwk' });
    expect(
      await verify(es256(claims(), { alg: 'ES256', kid: 'k1', jwk: attackerJwk }, attacker.privateKey)),
    ).toBeUndefined();
    expect(await verify(es256(claims(), { alg: 'ES256', kid: 'k1', crit: ['exp'] }))).toBeUndefined();
  });

  it('refuses a tampered payload and tokens that are not three parts of JSON', async () => {
    const [header, , signature] = es256(claims()).split('.');
    expect(await verify(`${header}.${b64(claims({ sub: 'user-2' }))}.${signature}`)).toBeUndefined();
    expect(await verify('not.a.jwt')).toBeUndefined();
    expect(await verify(`${es256(claims())}.extra`)).toBeUndefined();
    expect(await verify(`${b64(Buffer.from('[1]'))}.${b64(claims())}.${signature}`)).toBeUndefined();
  });
});
