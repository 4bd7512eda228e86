import { AppProcess, ApiClient, TestStack } from '@maeum/testing';
import { createHmac, createPublicKey, generateKeyPairSync, JsonWebKey, randomUUID, sign } from 'node:crypto';
import { Client } from 'pg';
import { decryptSecret } from '../signing-keys/key-encryption';

interface Account {
  id: string;
  email: string;
  token: string;
}

interface Preferences {
  currency: string;
  language: string;
  darkMode: boolean;
  notifications: boolean;
  marketingConsent: boolean;
  tonePreference: string;
  hasOnboarded: boolean;
  onboardingContext: Record<string, string> | null;
  [field: string]: unknown;
}

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

describe('the signed-in user’s own data (/api/me)', () => {
  let stack: TestStack;
  let db: Client;
  let gateway: AppProcess;
  const api = new ApiClient(() => stack.gateway.url);
  let a: Account;
  let b: Account;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
    ({ db, gateway } = stack);
    [a, b] = await Promise.all([signUp('Ji Woo', '203.0.113.1'), signUp('Seo Yeon', '203.0.113.2')]);
  });

  afterAll(() => stack?.stop());

  async function signUp(fullName: string, clientIp: string): Promise<Account> {
    const user = await api.signUp({ fullName, password: 'tea in the late afternoon', ip: clientIp });
    return { id: user.userId, email: user.email, token: user.accessToken };
  }

  async function call<T = Record<string, unknown>>(
    who: Account | string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const token = typeof who === 'string' ? who : who?.token;
    const response = await api.call(method, `/api/me${path}`, { token, body });
    return { status: response.status, body: response.body as T, headers: response.headers };
  }

  it('answers 401 without a token, and the caller’s account, profile, preferences and admin flag with one', async () => {
    expect(await call(undefined, 'GET', '')).toMatchObject({
      status: 401,
      body: { statusCode: 401, code: 'unauthorized' },
    });

    const me = await call(a, 'GET', '');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body).toEqual({
      user: { id: a.id, email: a.email, createdAt: expect.any(String) },
      profile: {
        fullName: 'Ji Woo',
        timezone: 'UTC',
        language: 'en',
        themePreference: 'light',
        notificationPreferences: { email: true, push: false, sms: false },
        onboardingCompleted: false,
      },
      preferences: {
        voiceProfile: 'default_femme',
        sessionMode: 'classic',
        genMode: 'Gen Z',
        language: 'en',
        darkMode: false,
        notifications: true,
        timezone: 'UTC',
        currency: 'USD',
        hasOnboarded: false,
        tonePreference: 'genz',
        onboardingContext: null,
        analyticsConsent: true,
        dataRetentionConsent: true,
        marketingConsent: false,
        voiceId: null,
        isGenZ: true,
      },
      isAdmin: false,
    });
  });

  it('creates a missing profile and preferences on read, and reports an admin', async () => {
    await db.query(`DELETE FROM auth.user_profiles WHERE user_id = $1`, [b.id]);
    await db.query(`DELETE FROM auth.user_preferences WHERE user_id = $1`, [b.id]);
    await db.query(`INSERT INTO auth.admin_users (user_id, role) VALUES ($1, 'admin')`, [b.id]);
    const me = await call<{ profile: { fullName: string }; preferences: Preferences; isAdmin: boolean }>(
      b,
      'GET',
      '',
    );
    expect(me.status).toBe(200);
    expect(me.body.profile.fullName).toBe('Seo Yeon');
    expect(me.body.preferences.currency).toBe('USD');
    expect(me.body.isAdmin).toBe(true);
    expect((await db.query(`SELECT 1 FROM auth.user_profiles WHERE user_id = $1`, [b.id])).rowCount).toBe(1);
    await db.query(`DELETE FROM auth.admin_users WHERE user_id = $1`, [b.id]);
    expect((await call<{ isAdmin: boolean }>(b, 'GET', '')).body.isAdmin).toBe(false);
  });

  it('changes preferences one field at a time, and leaves them unchanged on an invalid value', async () => {
    const changes: Partial<Preferences>[] = [
      { currency: 'KRW' },
      { language: 'ko' },
      { darkMode: true },
      { notifications: false },
      { marketingConsent: true },
      { timezone: 'Asia/Seoul' },
    ];
    for (const change of changes) {
      const response = await call<Preferences>(a, 'PATCH', '/preferences', change);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject(change);
    }
    const expected = Object.assign({}, ...changes) as Partial<Preferences>;
    expect((await call<Preferences>(a, 'GET', '/preferences')).body).toMatchObject(expected);

    const refused = await call(a, 'PATCH', '/preferences', { currency: 'BTC' });
    expect(refused.body).toMatchObject({
      statusCode: 400,
      message: 'currency must be one of: USD, KRW, EUR, GBP, JPY',
      errors: [{ field: 'currency' }],
    });
    const invalid = [
      { currency: 'BTC' },
      { language: 'fr' },
      { tonePreference: 'pirate' },
      { darkMode: 'yes' },
      { currency: null },
      { timezone: 'Mars/Olympus_Mons' },
      { genMode: 'x'.repeat(65) },
      { currency: 'EUR', hasAdminRights: true },
      {},
    ];
    for (const body of invalid) {
      const response = await call(a, 'PATCH', '/preferences', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await call<Preferences>(a, 'GET', '/preferences')).body).toMatchObject(expected);
  });

  it('stores the context form and reads it back; fields left out keep their value', async () => {
    expect((await call(a, 'GET', '/context')).body).toEqual({
      currentSituation: '',
      calmingFactors: '',
      overwhelmingFactors: '',
      additionalNotes: '',
      goals: '',
      challenges: '',
      preferredTone: 'genz',
      updatedAt: null,
    });
    const full = {
      currentSituation: 'New job, new city.',
      calmingFactors: 'Rain on the window',
      overwhelmingFactors: 'Crowded trains',
      additionalNotes: '',
      goals: 'Sleep before midnight',
      challenges: 'Saying no',
      preferredTone: 'normal',
    };
    let response = await call(a, 'PUT', '/context', full);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...full, updatedAt: expect.any(String) });
    response = await call(a, 'PUT', '/context', { goals: 'Walk every morning' });
    expect(response.body).toEqual({ ...full, goals: 'Walk every morning', updatedAt: expect.any(String) });
    expect((await call(a, 'GET', '/context')).body).toEqual({
      ...full,
      goals: 'Walk every morning',
      updatedAt: expect.any(String),
    });

    for (const body of [
      { goals: 'x'.repeat(2001) },
      { preferredTone: 'loud' },
      { challenges: 42 },
      { userId: b.id, goals: 'hijack' },
    ]) {
      expect((await call(a, 'PUT', '/context', body)).status).toBe(400);
    }
    expect(((await call(a, 'GET', '/context')).body as { goals: string }).goals).toBe('Walk every morning');
  });

  it('completes onboarding with the tone and context, or skipped with an empty context', async () => {
    const finished = await call<Preferences>(a, 'POST', '/onboarding', {
      tone: 'normal',
      context: { currentSituation: 'Exams next week', calmingFactors: 'Lo-fi music' },
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({
      hasOnboarded: true,
      tonePreference: 'normal',
      onboardingContext: {
        currentSituation: 'Exams next week',
        calmingFactors: 'Lo-fi music',
        overwhelmingFactors: '',
        additionalNotes: '',
      },
    });
    expect((await call(a, 'GET', '/context')).body).toMatchObject({
      currentSituation: 'Exams next week',
      calmingFactors: 'Lo-fi music',
      preferredTone: 'normal',
    });
    expect(
      (await call<{ profile: { onboardingCompleted: boolean } }>(a, 'GET', '')).body.profile
        .onboardingCompleted,
    ).toBe(true);

    const skipped = await call<Preferences>(b, 'POST', '/onboarding', { tone: 'genz' });
    expect(skipped.body).toMatchObject({
      hasOnboarded: true,
      tonePreference: 'genz',
      onboardingContext: {
        currentSituation: '',
        calmingFactors: '',
        overwhelmingFactors: '',
        additionalNotes: '',
      },
    });
    expect((await call(b, 'POST', '/onboarding', { tone: 'shouty' })).status).toBe(400);
    expect((await call(b, 'POST', '/onboarding', {})).status).toBe(400);
  });

  it('changes the name; the e-mail changes only through POST /api/me/email and its link', async () => {
    const response = await call<{ user: { email: string }; profile: { fullName: string } }>(
      a,
      'PATCH',
      '/profile',
      { fullName: '  Ji Woo Park ' },
    );
    expect(response.status).toBe(200);
    expect(response.body.profile.fullName).toBe('Ji Woo Park');
    expect(response.body.user.email).toBe(a.email);

    expect((await call(a, 'PATCH', '/profile', { email: `${randomUUID()}@example.com` })).status).toBe(400);
    expect((await call(a, 'PATCH', '/profile', {})).status).toBe(400);
  });

  it('only ever reads and changes the token’s own user', async () => {
    const before = (await call<{ preferences: Preferences; profile: object; user: object }>(a, 'GET', ''))
      .body;
    // B acts with every route, and tries to name A in a header and in bodies.
    const asB = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${gateway.url}/api/me${path}`, {
        method,
        headers: {
          authorization: `Bearer ${b.token}`,
          'x-user-id': a.id,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(((await asB('GET', '')).body.user as { id: string }).id).toBe(b.id);
    expect((await asB('PATCH', '/preferences', { currency: 'JPY' })).status).toBe(200);
    expect((await asB('PATCH', '/preferences', { currency: 'GBP', userId: a.id })).status).toBe(400);
    expect((await asB('PUT', '/context', { goals: 'B’s goal' })).status).toBe(200);
    expect((await asB('PATCH', '/profile', { fullName: 'Seo Yeon Kim' })).status).toBe(200);
    expect(
      (await asB('POST', '/onboarding', { tone: 'genz', context: { currentSituation: 'B’s situation' } }))
        .status,
    ).toBe(200);

    expect((await call(a, 'GET', '')).body).toEqual(before);
    expect(((await call(a, 'GET', '/context')).body as { goals: string }).goals).toBe('Walk every morning');
    expect(((await call<Preferences>(b, 'GET', '/preferences')).body as Preferences).currency).toBe('JPY');
  });

  it('answers each caller their own account when their reads arrive together (one batched query)', async () => {
    const callers = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b));
    const answers = await Promise.all(callers.map((who) => call<{ user: { id: string } }>(who, 'GET', '')));
    expect(answers.map(({ status, body }) => [status, body.user.id])).toEqual(
      callers.map((who) => [200, who.id]),
    );
  });

  it('refuses a token the gateway has already verified once its session ends or its account is deleted', async () => {
    const signedOut = await signUp('Min Jun', '203.0.113.3');
    // The second call is answered from the gateway's memory of the verified token.
    expect((await call(signedOut, 'GET', '')).status).toBe(200);
    expect((await call(signedOut, 'GET', '')).status).toBe(200);
    const logout = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedOut.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(204);
    expect(await call(signedOut, 'GET', '')).toMatchObject({
      status: 401,
      body: { code: 'session_not_found' },
    });

    const deleted = await signUp('Ha Eun', '203.0.113.4');
    expect((await call(deleted, 'GET', '')).status).toBe(200);
    expect((await call(deleted, 'DELETE', '', { currentPassword: 'tea in the late afternoon' })).status).toBe(
      202,
    );
    expect((await call(deleted, 'GET', '')).status).toBe(401);
  });

  describe('refuses access tokens that are not ours as issued', () => {
    let kid: string;
    let privatePem: string;
    let publicPem: string;

    beforeAll(async () => {
      const { rows } = await db.query(
        `SELECT kid, private_key, public_jwk FROM auth.signing_keys WHERE retired_at IS NULL`,
      );
      kid = rows[0].kid;
      privatePem = decryptSecret(rows[0].private_key, ''); // the development key: AUTH_MASTER_KEY is unset here
      publicPem = createPublicKey({ key: rows[0].public_jwk as JsonWebKey, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
    });

    const claims = (overrides: Record<string, unknown> = {}) => {
      const sessionId = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString()).sid as string;
      const now = Math.floor(Date.now() / 1000);
      return {
        sub: a.id,
        sid: sessionId,
        iss: 'maeum-auth',
        aud: 'maeum-api',
        iat: now,
        exp: now + 600,
        ...overrides,
      };
    };
    const es256 = (payload: object, header: object = { alg: 'ES256', typ: 'JWT', kid }) => {
      const input = `${b64(header)}.${b64(payload)}`;
      return `${input}.${b64(sign('sha256', Buffer.from(input), { key: privatePem, dsaEncoding: 'ieee-p1363' }))}`;
    };
    const statusWith = async (token: string) => (await call(token, 'GET', '')).status;

    it('accepts a token signed with our key, as issued (the control)', async () => {
      expect(await statusWith(es256(claims()))).toBe(200);
    });

    it('refuses alg none, a wrong audience or issuer, an expired token, a tampered payload, and HS256 keyed with the public key', async () => {
      expect(await statusWith(`${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims())}.`)).toBe(401);
      expect(await statusWith(es256(claims({ aud: 'another-api' })))).toBe(401);
      expect(await statusWith(es256(claims({ iss: 'someone-else' })))).toBe(401);
      expect(await statusWith(es256(claims({ iat: 1_700_000_000, exp: 1_700_000_600 })))).toBe(401);

      const [header, , signature] = a.token.split('.');
      expect(await statusWith(`${header}.${b64(claims({ sub: b.id }))}.${signature}`)).toBe(401);

      const hsInput = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${b64(claims())}`;
      expect(
        await statusWith(`${hsInput}.${b64(createHmac('sha256', publicPem).update(hsInput).digest())}`),
      ).toBe(401);

      expect(await statusWith(es256(claims(), { alg: 'ES256', typ: 'JWT', kid: 'not-a-key-of-ours' }))).toBe(
        401,
      );
      expect(await statusWith('not.a.jwt')).toBe(401);
    });

    it('refuses a token that brings its own key (jwk, jku headers) or is signed with RS256', async () => {
      const attacker = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const signedByAttacker = (header: object) => {
        const input = `${b64(header)}.${b64(claims())}`;
        const signature = sign('sha256', Buffer.from(input), {
          key: attacker.privateKey,
          dsaEncoding: 'ieee-p1363',
        });
        return `${input}.${b64(signature)}`;
      };
      const attackerJwk = attacker.publicKey.export({ format: 'jwk' });
      expect(await statusWith(signedByAttacker({ alg: 'ES256', typ: 'JWT', jwk: attackerJwk }))).toBe(401);
      expect(await statusWith(signedByAttacker({ alg: 'ES256', typ: 'JWT', kid, jwk: attackerJwk }))).toBe(
        401,
      );
      expect(
        await statusWith(
          signedByAttacker({ alg: 'ES256', typ: 'JWT', kid, jku: 'http://127.0.0.1:9/jwks.json' }),
        ),
      ).toBe(401);

      const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const rsInput = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims())}`;
      expect(
        await statusWith(`${rsInput}.${b64(sign('sha256', Buffer.from(rsInput), rsa.privateKey))}`),
      ).toBe(401);
    });
  });
});
