import {
  ALL_CONSENTS,
  ApiClient,
  expectErrorEnvelope,
  nextClientIp,
  TestOAuthProvider,
  TestStack,
} from '@maeum/testing';
import { randomBytes, randomUUID } from 'node:crypto';

// Login CSRF (issue 8, item 1): a page on another site posts a plain HTML form (urlencoded,
// multipart or text/plain: no CORS preflight) to an endpoint that sets the refresh cookie, and the
// visitor's browser is signed into the attacker's account. Every such post is refused and no
// cookie is set; the app's own JSON calls work as before.

/** What a browser adds to a form post from https://evil.example (the default PUBLIC_URL is localhost:3000). */
const CROSS_SITE = {
  origin: 'https://evil.example',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
};
const SAME_ORIGIN = {
  origin: 'http://localhost:3000',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
};

type Fields = Record<string, string>;
type Encoding = 'urlencoded' | 'multipart' | 'text/plain';
type Body = RequestInit['body'];

/** The body a browser sends for `<form enctype=…>` with these fields. */
function formBody(encoding: Encoding, fields: Fields): { body: Body; contentType?: string } {
  if (encoding === 'urlencoded') return { body: new URLSearchParams(fields) };
  if (encoding === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return { body: form };
  }
  // enctype="text/plain" writes name=value lines; a JSON-looking name makes the body JSON.
  return { body: JSON.stringify(fields), contentType: 'text/plain;charset=UTF-8' };
}

describe('login CSRF through form bodies', () => {
  let stack: TestStack;
  const provider = new TestOAuthProvider();
  const api = new ApiClient(() => stack.gateway.url);
  let account: { email: string; password: string };

  beforeAll(async () => {
    const issuer = await provider.start();
    stack = await TestStack.start({
      services: ['auth'],
      env: {
        GOOGLE_CLIENT_ID: 'maeum-google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer,
      },
    });
    account = await api.signUp({ fullName: 'Attacker Owned' });
  });

  afterAll(async () => {
    await stack?.stop();
    await provider.stop();
  });

  async function post(path: string, body: Body, headers: Record<string, string>) {
    const response = await fetch(stack.gateway.url + path, {
      method: 'POST',
      headers: { 'x-forwarded-for': nextClientIp(), ...headers },
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, text, setCookie: response.headers.getSetCookie() };
  }

  /** Each endpoint with fields that would succeed, so a refusal can only come from the form itself. */
  const targets = (): [string, Fields][] => [
    ['/api/auth/login', { email: account.email, password: account.password }],
    [
      '/api/auth/signup',
      {
        fullName: 'Lured Visitor',
        email: `${randomUUID()}@example.com`,
        password: 'a lantern by the sea',
        'consent[terms]': 'true',
      },
    ],
    ['/api/auth/forgot-password', { email: account.email }],
    ['/api/auth/reset-password', { token: randomBytes(32).toString('base64url'), password: 'a new lantern' }],
    ['/api/auth/refresh', {}],
    ['/api/auth/logout', {}],
  ];

  it('refuses a cross-site form post of every encoding with 403 or 415 in the envelope, and sets no cookie', async () => {
    for (const [path, fields] of targets())
      for (const encoding of ['urlencoded', 'multipart', 'text/plain'] as const) {
        const { body, contentType } = formBody(encoding, fields);
        const headers: Record<string, string> = { ...CROSS_SITE, cookie: 'maeum_rt=stolen' };
        if (contentType) headers['content-type'] = contentType;
        const answer = await post(path, body, headers);
        const what = `${encoding} form to ${path}`;
        expect({ what, refused: [403, 415].includes(answer.status) }).toEqual({ what, refused: true });
        expectErrorEnvelope(answer.text, answer.status, what);
        expect({ what, setCookie: answer.setCookie }).toEqual({ what, setCookie: [] });
      }
  });

  it('reads no body but JSON on /api: a form without any cross-site sign answers 415 unsupported_media_type', async () => {
    for (const [path, fields] of targets())
      for (const encoding of ['urlencoded', 'multipart', 'text/plain'] as const) {
        const { body, contentType } = formBody(encoding, fields);
        const answer = await post(path, body, contentType ? { 'content-type': contentType } : {});
        const what = `${encoding} form to ${path}`;
        expect({ what, status: answer.status }).toEqual({ what, status: 415 });
        expectErrorEnvelope(answer.text, 415, what, 'unsupported_media_type');
        expect({ what, setCookie: answer.setCookie }).toEqual({ what, setCookie: [] });
      }
  });

  it('refuses a cross-site JSON call to sign-in, sign-up, forgot and reset password with 403 cross_site_request', async () => {
    for (const [path, fields] of targets().slice(0, 4)) {
      const body = path.endsWith('/signup')
        ? { ...fields, 'consent[terms]': undefined, consent: ALL_CONSENTS }
        : fields;
      const signs: Record<string, string>[] = [
        CROSS_SITE,
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of signs) {
        const answer = await post(path, JSON.stringify(body), {
          'content-type': 'application/json',
          ...headers,
        });
        const what = `${path} with ${JSON.stringify(headers)}`;
        expect({ what, status: answer.status }).toEqual({ what, status: 403 });
        expectErrorEnvelope(answer.text, 403, what, 'cross_site_request');
        expect({ what, setCookie: answer.setCookie }).toEqual({ what, setCookie: [] });
      }
    }
  });

  it("still serves the app's own JSON calls: sign-up, sign-in, forgot and reset password, refresh", async () => {
    const email = `${randomUUID()}@example.com`;
    const json = (body: unknown) => JSON.stringify(body);
    const headers = { 'content-type': 'application/json; charset=utf-8', ...SAME_ORIGIN };
    const signup = await post(
      '/api/auth/signup',
      json({ fullName: 'Ha Neul', email, password: 'a lantern by the sea', consent: ALL_CONSENTS }),
      headers,
    );
    expect(signup.status).toBe(201);
    expect(signup.setCookie.join()).toContain('maeum_rt=');
    const login = await post('/api/auth/login', json({ email, password: 'a lantern by the sea' }), headers);
    expect(login.status).toBe(200);
    const cookie = login.setCookie.find((c) => c.startsWith('maeum_rt='))!.split(';')[0]!;
    expect((await post('/api/auth/forgot-password', json({ email }), headers)).status).toBe(202);
    const reset = await post(
      '/api/auth/reset-password',
      json({ token: 'not-a-token', password: 'x y z w v' }),
      headers,
    );
    expect(reset.status).toBeGreaterThanOrEqual(400);
    expect(reset.status).not.toBe(403);
    expect(JSON.parse(reset.text).code).not.toBe('cross_site_request');
    // No body, no content type: the refresh the app makes on every load.
    const refresh = await post('/api/auth/refresh', undefined, { ...SAME_ORIGIN, cookie });
    expect(refresh.status).toBe(200);
    const me = await fetch(`${stack.gateway.url}/api/me`, {
      headers: { authorization: `Bearer ${JSON.parse(refresh.text).accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  describe('social sign-in', () => {
    const cookieValue = (response: Response, name: string) =>
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${name}=`))
        ?.slice(name.length + 1)
        .split(';')[0];

    /** Start, the provider's page, and the provider's redirect back as a cross-site top-level navigation. */
    async function landFromProvider(withStateCookie: boolean) {
      provider.signInAs({
        sub: randomBytes(8).toString('hex'),
        email: `${randomUUID()}@example.com`,
        email_verified: true,
        name: 'Ha Eun',
      });
      const start = await fetch(`${stack.gateway.url}/api/auth/oauth/google?consent=1`, {
        redirect: 'manual',
      });
      expect(start.status).toBe(302);
      const back = await provider.authorize(start.headers.get('location')!);
      const state = cookieValue(start, 'maeum_oauth');
      // A navigation: no Origin on a GET, Sec-Fetch-Site cross-site because the provider sent it.
      const landing = await fetch(stack.gateway.url + back.url.pathname + back.url.search, {
        redirect: 'manual',
        headers: {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          ...(withStateCookie ? { cookie: `maeum_oauth=${state}` } : {}),
        },
      });
      return {
        status: landing.status,
        location: landing.headers.get('location') ?? '',
        refresh: cookieValue(landing, 'maeum_rt'),
      };
    }

    it("keeps the provider's cross-site redirect back working: it lands signed in", async () => {
      const landing = await landFromProvider(true);
      expect(landing).toEqual({ status: 302, location: '/dashboard', refresh: expect.any(String) });
    });

    it('sets no cookie for a callback the browser did not start (a link made by someone else)', async () => {
      const landing = await landFromProvider(false);
      expect(landing.status).toBe(302);
      expect(new URL(landing.location, 'http://app').searchParams.get('error')).toBe('invalid_oauth_state');
      expect(landing.refresh).toBeUndefined();
    });
  });
});
