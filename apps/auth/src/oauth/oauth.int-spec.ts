import { ApiClient, AppProcess, TestIdTokenClaims, TestOAuthProvider, TestStack } from '@maeum/testing';
import Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';

type Provider = 'google' | 'kakao';

interface Flow {
  /** The provider's authorization URL our 302 pointed at. */
  authorizationUrl: URL;
  /** The provider's redirect back, as the browser would follow it (path and query on the gateway). */
  callbackPath: string;
  stateCookie: string;
}

interface Landing {
  status: number;
  location: string;
  refreshCookie?: string;
}

const cookieValue = (response: Response, name: string): string | undefined => {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const value = line?.slice(name.length + 1).split(';')[0];
  return value ? decodeURIComponent(value) : undefined;
};

const errorOf = (location: string) => new URL(location, 'http://app').searchParams.get('error');

describe('sign-in with Google and Kakao', () => {
  let stack: TestStack;
  let env: Record<string, string>;
  let db: Client;
  let redis: Redis;
  let gateway: AppProcess;
  const api = new ApiClient(() => stack.gateway.url);
  const providers: Record<Provider, TestOAuthProvider> = {
    google: new TestOAuthProvider(),
    kakao: new TestOAuthProvider(),
  };

  beforeAll(async () => {
    const [googleIssuer, kakaoIssuer] = await Promise.all([
      providers.google.start(),
      providers.kakao.start(),
    ]);
    stack = await TestStack.start({
      services: ['auth'],
      env: {
        GOOGLE_CLIENT_ID: 'maeum-google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: googleIssuer,
        KAKAO_CLIENT_ID: 'maeum-kakao-client',
        KAKAO_CLIENT_SECRET: 'kakao-secret',
        KAKAO_ISSUER: kakaoIssuer,
      },
    });
    ({ env, db, redis, gateway } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
    await Promise.all(Object.values(providers).map((p) => p.stop()));
  });

  /** The "Continue with …" button: our 302 to the provider, then the provider's redirect back. */
  async function startFlow(provider: Provider, query: Record<string, string> = {}): Promise<Flow> {
    const start = await fetch(`${gateway.url}/api/auth/oauth/${provider}?${new URLSearchParams(query)}`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorizationUrl = new URL(start.headers.get('location')!);
    const back = await providers[provider].authorize(authorizationUrl.toString());
    return {
      authorizationUrl,
      callbackPath: back.url.pathname + back.url.search,
      stateCookie: cookieValue(start, 'maeum_oauth')!,
    };
  }

  async function land(callbackPath: string, stateCookie?: string): Promise<Landing> {
    const response = await fetch(gateway.url + callbackPath, {
      redirect: 'manual',
      headers: stateCookie ? { cookie: `maeum_oauth=${encodeURIComponent(stateCookie)}` } : {},
    });
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      refreshCookie: cookieValue(response, 'maeum_rt'),
    };
  }

  async function signIn(
    provider: Provider,
    claims: TestIdTokenClaims,
    query: Record<string, string> = {},
  ): Promise<Landing> {
    providers[provider].signInAs(claims);
    const flow = await startFlow(provider, query);
    return land(flow.callbackPath, flow.stateCookie);
  }

  /** What the SPA does on arrival: trade the cookie for an access token, then read /api/me. */
  async function accountBehind(refreshCookie: string): Promise<{ id: string; email: string }> {
    const refreshed = await fetch(`${gateway.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `maeum_rt=${refreshCookie}` },
    });
    expect(refreshed.status).toBe(200);
    const { accessToken, user } = (await refreshed.json()) as {
      accessToken: string;
      user: { id: string; email: string };
    };
    const me = await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    return user;
  }

  async function passwordAccount(email: string): Promise<string> {
    return (await api.signUp({ fullName: 'Min Seo', email, password: 'a slow walk by the river' })).userId;
  }

  const newSubject = () => randomBytes(8).toString('hex');
  const newEmail = () => `${randomUUID()}@example.com`;
  const identities = async (userId: string) =>
    (await db.query(`SELECT provider, subject FROM auth.oauth_identities WHERE user_id = $1`, [userId]))
      .rows as { provider: string; subject: string }[];

  it('lists the configured providers', async () => {
    const response = await fetch(`${gateway.url}/api/auth/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: true, kakao: true });
  });

  it('sends the browser to Google with PKCE, state, nonce, offline access and the consent prompt, and keeps the flow for ten minutes', async () => {
    const start = await fetch(`${gateway.url}/api/auth/oauth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${providers.google.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('maeum-google-client');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/auth/oauth/google/callback');
    const state = q.get('state')!;
    expect(cookieValue(start, 'maeum_oauth')).toBe(state);
    const ttl = await redis.ttl(`${env.MESSAGING_NAMESPACE}:oauth:state:${state}`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('creates the account from sign-up with consent, lands on the dashboard with the refresh cookie, and the cookie refreshes', async () => {
    const email = newEmail();
    const sub = newSubject();
    const landing = await signIn(
      'google',
      { sub, email: email.toUpperCase(), email_verified: true, name: 'Ha Eun Lee' },
      { consent: '1' },
    );
    expect(landing.status).toBe(302);
    expect(landing.location).toBe('/dashboard');
    expect(landing.refreshCookie).toBeTruthy();
    expect(landing.location).not.toContain(landing.refreshCookie!);

    const user = await accountBehind(landing.refreshCookie!);
    expect(user.email).toBe(email);
    const { rows } = await db.query(
      `SELECT u.email_confirmed_at, u.password_hash, p.full_name, pr.currency, pr.tone_preference,
              (SELECT count(*)::int FROM auth.consents c WHERE c.user_id = u.id) AS consents
       FROM auth.users u JOIN auth.user_profiles p ON p.user_id = u.id JOIN auth.user_preferences pr ON pr.user_id = u.id WHERE u.id = $1`,
      [user.id],
    );
    expect(rows).toEqual([
      {
        email_confirmed_at: expect.any(Date),
        password_hash: null,
        full_name: 'Ha Eun Lee',
        currency: 'USD',
        tone_preference: 'genz',
        consents: 3,
      },
    ]);
    expect(await identities(user.id)).toEqual([{ provider: 'google', subject: sub }]);

    // The same Google account again: the same user, no consent needed.
    const again = await signIn('google', { sub, email, email_verified: true });
    expect(again.location).toBe('/dashboard');
    expect((await accountBehind(again.refreshCookie!)).id).toBe(user.id);
  });

  it("starts a social sign-up's account in the sign-up page's language and theme; junk values are ignored", async () => {
    const preferencesOf = async (location: string, refreshCookie: string) => {
      expect(location).toBe('/dashboard');
      const user = await accountBehind(refreshCookie);
      const { rows } = await db.query(
        `SELECT language, dark_mode FROM auth.user_preferences WHERE user_id = $1`,
        [user.id],
      );
      return rows[0];
    };
    let landing = await signIn(
      'kakao',
      { sub: newSubject(), email: newEmail(), email_verified: true },
      { consent: '1', language: 'ko', dark: '1' },
    );
    expect(await preferencesOf(landing.location, landing.refreshCookie!)).toEqual({
      language: 'ko',
      dark_mode: true,
    });
    landing = await signIn(
      'google',
      { sub: newSubject(), email: newEmail(), email_verified: true },
      { consent: '1', language: "ko'; --", dark: 'yes' },
    );
    expect(await preferencesOf(landing.location, landing.refreshCookie!)).toEqual({
      language: 'en',
      dark_mode: false,
    });
  });

  it('returns to the page the flow started from, and only to a path of our own', async () => {
    const email = newEmail();
    let landing = await signIn(
      'google',
      { sub: newSubject(), email, email_verified: true },
      { consent: '1', redirect: '/journal?tab=today' },
    );
    expect(landing.location).toBe('/journal?tab=today');
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'journal']) {
      landing = await signIn(
        'google',
        { sub: newSubject(), email: newEmail(), email_verified: true },
        { consent: '1', redirect },
      );
      expect(landing.location).toBe('/dashboard');
    }
  });

  it('does not create an account from the sign-in page: it sends the user to sign up', async () => {
    const email = newEmail();
    const landing = await signIn('google', { sub: newSubject(), email, email_verified: true });
    expect(landing.status).toBe(302);
    expect(landing.location).toMatch(/^\/signup\?error=/);
    expect(errorOf(landing.location)).toBe('consent_required');
    expect(landing.refreshCookie).toBeUndefined();
    expect((await db.query(`SELECT 1 FROM auth.users WHERE lower(email) = $1`, [email])).rowCount).toBe(0);
  });

  it('links Google to an existing password account when Google vouches for the e-mail', async () => {
    const email = newEmail();
    const userId = await passwordAccount(email);
    const sub = newSubject();
    const landing = await signIn('google', { sub, email, email_verified: true, name: 'Someone Else' });
    expect(landing.location).toBe('/dashboard');
    expect((await accountBehind(landing.refreshCookie!)).id).toBe(userId);
    expect(await identities(userId)).toEqual([{ provider: 'google', subject: sub }]);
    const events = await db.query(
      `SELECT event_data FROM auth.security_events WHERE user_id = $1 AND event_type = 'oauth_linked'`,
      [userId],
    );
    expect(events.rows).toEqual([{ event_data: { provider: 'google' } }]);
    // The account keeps its name; Google has vouched for the e-mail.
    const { rows } = await db.query(`SELECT full_name, email_confirmed_at FROM auth.users WHERE id = $1`, [
      userId,
    ]);
    expect(rows).toEqual([{ full_name: 'Min Seo', email_confirmed_at: expect.any(Date) }]);
  });

  it('removes a password that never proved the address, and its sessions, when Google links (pre-hijacking)', async () => {
    const email = newEmail();
    const password = 'a slow walk by the river';
    const signedUp = await api.signUp({ fullName: 'Min Seo', email, password, ip: '192.0.2.10' });
    const squatter = { accessToken: signedUp.accessToken, user: { id: signedUp.userId } };
    const squatterCookie = signedUp.cookie;

    const landing = await signIn('google', { sub: newSubject(), email, email_verified: true });
    expect((await accountBehind(landing.refreshCookie!)).id).toBe(squatter.user.id);

    const me = await fetch(`${gateway.url}/api/me`, {
      headers: { authorization: `Bearer ${squatter.accessToken}` },
    });
    expect(me.status).toBe(401);
    const refresh = await fetch(`${gateway.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: squatterCookie },
    });
    expect(refresh.status).toBe(401);
    const login = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.11' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(400);
    const events = await db.query(
      `SELECT event_data FROM auth.security_events WHERE user_id = $1 AND event_type = 'unconfirmed_password_removed'`,
      [squatter.user.id],
    );
    expect(events.rows).toEqual([{ event_data: { sessionsEnded: 1 } }]);
  });

  it('keeps the password of an account whose address was already confirmed when Google links', async () => {
    const email = newEmail();
    const userId = await passwordAccount(email);
    await db.query(`UPDATE auth.users SET email_confirmed_at = now() WHERE id = $1`, [userId]);
    await signIn('google', { sub: newSubject(), email, email_verified: true });
    const { rows } = await db.query(
      `SELECT password_hash IS NOT NULL AS has_password FROM auth.users WHERE id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ has_password: true }]);
  });

  it('does not link when the e-mail is not verified by the provider, even from sign-up', async () => {
    const email = newEmail();
    const userId = await passwordAccount(email);
    for (const query of [{}, { consent: '1' }] as Record<string, string>[]) {
      const landing = await signIn('google', { sub: newSubject(), email, email_verified: false }, query);
      expect(landing.location).toMatch(/^\/enhanced-login\?error=/);
      expect(landing.location).toBe('/enhanced-login?error=user_already_exists&provider=google');
      expect(landing.refreshCookie).toBeUndefined();
    }
    expect(await identities(userId)).toEqual([]);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM auth.users WHERE lower(email) = $1`, [email])).rows[0]
        .n,
    ).toBe(1);
  });

  it('refuses a tampered or unknown state', async () => {
    providers.google.signInAs({ sub: newSubject(), email: newEmail(), email_verified: true });
    const flow = await startFlow('google', { consent: '1' });
    const tampered = new URL(flow.callbackPath, 'http://app');
    const state = tampered.searchParams.get('state')!;
    tampered.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`);
    const expired = '/enhanced-login?error=invalid_oauth_state&provider=google';

    // The state no longer matches the one this browser was given.
    let landing = await land(tampered.pathname + tampered.search, flow.stateCookie);
    expect(landing.location).toBe(expired);

    // A browser that holds the tampered value too: auth has no such flow.
    landing = await land(tampered.pathname + tampered.search, tampered.searchParams.get('state')!);
    expect(landing.location).toBe(expired);

    // A callback URL opened in a browser that never started the flow (login CSRF).
    landing = await land(flow.callbackPath);
    expect(landing.location).toBe(expired);
    expect(landing.refreshCookie).toBeUndefined();
  });

  it('uses a state once: replaying the callback fails', async () => {
    providers.google.signInAs({ sub: newSubject(), email: newEmail(), email_verified: true });
    const flow = await startFlow('google', { consent: '1' });
    const first = await land(flow.callbackPath, flow.stateCookie);
    expect(first.location).toBe('/dashboard');
    const replay = await land(flow.callbackPath, flow.stateCookie);
    expect(replay.location).toMatch(/^\/enhanced-login\?error=/);
    expect(errorOf(replay.location)).toBe('invalid_oauth_state');
    expect(replay.refreshCookie).toBeUndefined();
  });

  it('sends the user back to sign-in when they cancel at the provider', async () => {
    providers.google.denyNextAuthorization();
    const flow = await startFlow('google', { consent: '1' });
    expect(new URL(flow.callbackPath, 'http://app').searchParams.get('error')).toBe('access_denied');
    const landing = await land(flow.callbackPath, flow.stateCookie);
    expect(landing.location).toBe('/enhanced-login?error=oauth_cancelled&provider=google');
  });

  it('signs up and back in with Kakao, named after the Kakao nickname', async () => {
    const email = newEmail();
    const sub = newSubject();
    providers.kakao.signInAs({ sub, email, email_verified: true, nickname: '하은' });
    const flow = await startFlow('kakao', { consent: '1' });
    expect(flow.authorizationUrl.searchParams.get('scope')).toBe('openid account_email profile_nickname');
    expect(flow.authorizationUrl.searchParams.get('access_type')).toBeNull();
    expect(flow.authorizationUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/oauth/kakao/callback',
    );
    const landing = await land(flow.callbackPath, flow.stateCookie);
    expect(landing.location).toBe('/dashboard');
    const user = await accountBehind(landing.refreshCookie!);
    expect(user.email).toBe(email);
    expect(
      (await db.query(`SELECT full_name FROM auth.user_profiles WHERE user_id = $1`, [user.id])).rows[0]
        .full_name,
    ).toBe('하은');
    expect(await identities(user.id)).toEqual([{ provider: 'kakao', subject: sub }]);

    const again = await signIn('kakao', { sub, email });
    expect((await accountBehind(again.refreshCookie!)).id).toBe(user.id);
  });

  it("links Kakao, whose ID token does not say, only when Kakao's userinfo vouches for the e-mail", async () => {
    const email = newEmail();
    const userId = await passwordAccount(email);

    providers.kakao.signInAs({ sub: newSubject(), email }, { email, email_verified: false });
    let flow = await startFlow('kakao');
    let landing = await land(flow.callbackPath, flow.stateCookie);
    expect(landing.location).toBe('/enhanced-login?error=user_already_exists&provider=kakao');

    // Userinfo for another address does not count either.
    providers.kakao.signInAs({ sub: newSubject(), email }, { email: newEmail(), email_verified: true });
    flow = await startFlow('kakao');
    landing = await land(flow.callbackPath, flow.stateCookie);
    expect(landing.location).toBe('/enhanced-login?error=user_already_exists&provider=kakao');
    expect(await identities(userId)).toEqual([]);

    const sub = newSubject();
    providers.kakao.signInAs({ sub, email }, { email, email_verified: true });
    flow = await startFlow('kakao');
    landing = await land(flow.callbackPath, flow.stateCookie);
    expect(landing.location).toBe('/dashboard');
    expect((await accountBehind(landing.refreshCookie!)).id).toBe(userId);
    expect(await identities(userId)).toEqual([{ provider: 'kakao', subject: sub }]);
  });

  it('refuses a flow started for one provider and finished at the other', async () => {
    providers.google.signInAs({ sub: newSubject(), email: newEmail(), email_verified: true });
    const flow = await startFlow('google', { consent: '1' });
    const landing = await land(flow.callbackPath.replace('/google/', '/kakao/'), flow.stateCookie);
    expect(landing.location).toMatch(/^\/enhanced-login\?error=/);
  });

  it('refuses an ID token issued to another client or for another flow', async () => {
    for (const claims of [
      { aud: 'someone-else' },
      { nonce: 'another-flow' },
      { iss: 'https://accounts.example' },
    ]) {
      const email = newEmail();
      const landing = await signIn(
        'google',
        { sub: newSubject(), email, email_verified: true, ...claims },
        { consent: '1' },
      );
      expect(landing.location).toBe('/enhanced-login?error=oauth_failed&provider=google');
      expect(landing.refreshCookie).toBeUndefined();
      expect((await db.query(`SELECT 1 FROM auth.users WHERE lower(email) = $1`, [email])).rowCount).toBe(0);
    }
  });

  it('answers an unknown provider with a 404', async () => {
    const response = await fetch(`${gateway.url}/api/auth/oauth/facebook`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('social sign-in when no provider is configured', () => {
  let stack: TestStack;
  let gateway: AppProcess;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
    gateway = stack.gateway;
  });

  afterAll(() => stack?.stop());

  it('lists no provider, and a sign-in attempt comes back with the reason', async () => {
    expect(await (await fetch(`${gateway.url}/api/auth/providers`)).json()).toEqual({
      google: false,
      kakao: false,
    });
    let response = await fetch(`${gateway.url}/api/auth/oauth/kakao`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/enhanced-login?error=provider_not_configured&provider=kakao',
    );
    response = await fetch(`${gateway.url}/api/auth/oauth/google?consent=1`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/signup?error=provider_not_configured&provider=google');
  });
});
