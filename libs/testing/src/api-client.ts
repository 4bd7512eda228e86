import { randomUUID } from 'node:crypto';

let clientIps = 0;

/**
 * A client address no other call of this test file has used (198.18.0.0/15, the benchmarking
 * range). The gateway trusts X-Forwarded-For from loopback, so per-address rate limits count only
 * where a test means them to.
 */
export function nextClientIp(): string {
  clientIps++;
  return `198.${18 + ((clientIps >> 16) & 1)}.${(clientIps >> 8) & 255}.${clientIps & 255}`;
}

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as the Cookie header, e.g. a `cookie` from an earlier answer. */
  cookie?: string;
  /** The client address the gateway sees; a fresh one (`nextClientIp`) when left out. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, undefined when the body is empty. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  body: any;
  text: string;
  headers: Headers;
  /** The raw Set-Cookie header ('' when none). */
  setCookie: string;
  /** The first `name=value` of Set-Cookie, as a browser would send it back. */
  cookie: string;
}

export interface SignUpOptions {
  fullName?: string;
  email?: string;
  password?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface SignedUpUser {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  /** The refresh cookie (`maeum_rt=…`), ready for a Cookie header. */
  cookie: string;
  /** The sign-up answer itself. */
  response: ApiResponse;
}

export const TEST_PASSWORD = 'a lantern by the sea';
export const ALL_CONSENTS = { terms: true, sensitiveData: true, age: true };

/** The public API through the gateway, as the web app calls it. */
export class ApiClient {
  /** `baseUrl` may be a function, read at each call, so a client can be made before its stack starts. */
  constructor(private readonly baseUrl: string | (() => string)) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {
      'x-forwarded-for': options.ip ?? nextClientIp(),
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const base = typeof this.baseUrl === 'string' ? this.baseUrl : this.baseUrl();
    const response = await fetch(base + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    const setCookie = response.headers.get('set-cookie') ?? '';
    return {
      status: response.status,
      // Server-sent events are read from `text`, audio is not read; every other answer must be JSON.
      body:
        text && !/^(?:text\/event-stream|audio\/)/.test(response.headers.get('content-type') ?? '')
          ? parseJson(text, `${method} ${path} answered ${response.status}`)
          : undefined,
      text,
      headers: response.headers,
      setCookie,
      cookie: setCookie.split(';')[0]!,
    };
  }

  get(path: string, options?: CallOptions): Promise<ApiResponse> {
    return this.call('GET', path, options);
  }

  post(path: string, options?: CallOptions): Promise<ApiResponse> {
    return this.call('POST', path, options);
  }

  /** DELETE /api/me as the owner does it: with the password as the recent proof. */
  deleteAccount(
    user: Pick<SignedUpUser, 'accessToken' | 'password'>,
    options: CallOptions = {},
  ): Promise<ApiResponse> {
    return this.call('DELETE', '/api/me', {
      ...options,
      token: user.accessToken,
      body: { currentPassword: user.password },
    });
  }

  /** A new account with every consent; throws unless the gateway answers 201. */
  async signUp(options: SignUpOptions = {}): Promise<SignedUpUser> {
    const email = options.email ?? `${randomUUID()}@example.com`;
    const password = options.password ?? TEST_PASSWORD;
    const response = await this.post('/api/auth/signup', {
      ip: options.ip,
      headers: options.headers,
      body: { fullName: options.fullName ?? 'Ha Neul', email, password, consent: ALL_CONSENTS },
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${response.text}`);
    const refresh = response.headers.getSetCookie().find((line) => line.startsWith('maeum_rt='));
    return {
      userId: response.body.user.id,
      email,
      password,
      accessToken: response.body.accessToken,
      cookie: refresh?.split(';')[0] ?? '',
      response,
    };
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
}
