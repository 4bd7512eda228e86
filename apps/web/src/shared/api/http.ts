import { ApiError, CLIENT_ERROR_CODES } from './api-error';

export { ApiError, CLIENT_ERROR_CODES, isApiError, type ApiErrorEnvelope } from './api-error';

export const API_BASE = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions extends Omit<RequestInit, 'body' | 'method'> {
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  /** Send no bearer token and never refresh on a 401 (sign-in, refresh and the other public auth calls). */
  skipAuth?: boolean;
  /** When false, a 401 is returned as is instead of refreshing the session and retrying once. */
  retryUnauthorized?: boolean;
  /**
   * The `Idempotency-Key` of this user action (idempotent creates). A signed-in POST, PUT or PATCH
   * gets a fresh one per call when none is given; pass one to keep it across the person's own retries.
   */
  idempotencyKey?: string;
  /** False for a caller that runs its own tries (the payment confirm): one send per call. */
  retryWithSameKey?: boolean;
  /**
   * Told before each try again with the same key (a 503, an answer lost or not come within
   * REQUEST_WATCHDOG_MS, a 409 while the first runs), `attempt` from 1: the page can say
   * "Reconnecting…" as a chat stream does.
   */
  onRetry?: (attempt: number) => void;
}

/**
 * The client's own watchdog: the gateway answers every call within its RPC timeout (5 s, or 503
 * then; 15 s for a sign-in with another provider), so this long without an answer means the
 * answer was lost on the way (a dropped or half-open connection). The call is then given up as a network failure, and a write is tried
 * again with its key instead of waiting for ever with nothing on the screen.
 */
export const REQUEST_WATCHDOG_MS = 20_000;

/** Signed-in writes the gateway can replay by key: a 503 or a lost answer is sent again with the same key. */
const IDEMPOTENT_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);
/** One more try after a 503, a network failure or a 409 "first request still running", the key unchanged. */
const IDEMPOTENT_RETRIES = 2;
const IDEMPOTENT_RETRY_CAP_MS = 3000;

/** A key for one user action (a fresh UUID). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function retriesWithSameKey(status: number, text: string): boolean {
  if (status === 503 || status === 0) return true;
  return (
    status === 409 &&
    (parseJson(text) as { code?: unknown } | undefined)?.code === 'idempotent_request_processing'
  );
}

function retryDelayMs(retryAfter: string | null, attempt: number): number {
  const seconds = Number(retryAfter);
  const asked = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 500 * (attempt + 1);
  return Math.min(asked, IDEMPOTENT_RETRY_CAP_MS);
}

let getAccessToken: () => string | null = () => null;
let onUnauthorized: (() => Promise<string | null>) | null = null;

/** Called once by the auth feature; every request then carries `Authorization: Bearer <token>`. */
export function setAccessTokenGetter(getter: () => string | null): void {
  getAccessToken = getter;
}

/**
 * Called once by the auth feature. When a request that carried a bearer token gets a 401, the
 * handler refreshes the session and resolves with the new access token (or null when the session
 * is gone); the request is then sent once more with that token.
 */
export function setUnauthorizedHandler(handler: (() => Promise<string | null>) | null): void {
  onUnauthorized = handler;
}

/**
 * Calls the gateway. Resolves with the parsed JSON body (undefined for an empty one); rejects with an
 * ApiError for any non-2xx answer or network failure, and re-throws aborts untouched so TanStack
 * Query can tell a cancelled request from a failed one.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const {
    query,
    headers: extraHeaders,
    skipAuth = false,
    retryUnauthorized = true,
    idempotencyKey,
    retryWithSameKey = true,
    onRetry,
    ...init
  } = options;
  const url = buildUrl(path, query);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = skipAuth || headers.has('Authorization') ? null : getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const idempotent = !!token && IDEMPOTENT_METHODS.has(method);
  if (idempotent) headers.set('Idempotency-Key', idempotencyKey ?? newIdempotencyKey());

  let { response, text } = await sendOnce(url, { ...init, method, headers, body: payload }, idempotent);
  // A 503 does not mean "not written": the same key makes the retry return what was written.
  for (let attempt = 0; idempotent && retryWithSameKey && attempt < IDEMPOTENT_RETRIES; attempt++) {
    if (!retriesWithSameKey(response.status, text)) break;
    onRetry?.(attempt + 1);
    await pause(retryDelayMs(response.headers.get('Retry-After'), attempt), init.signal);
    ({ response, text } = await sendOnce(url, { ...init, method, headers, body: payload }, idempotent));
  }

  // An access token can expire between two refreshes (a sleeping laptop): refresh once, then retry.
  if (response.status === 401 && token && retryUnauthorized && onUnauthorized) {
    const fresh = await onUnauthorized();
    if (fresh && fresh !== token) {
      const retryHeaders = new Headers(headers);
      retryHeaders.set('Authorization', `Bearer ${fresh}`);
      ({ response, text } = await sendOnce(
        url,
        { ...init, method, headers: retryHeaders, body: payload },
        idempotent,
      ));
    }
  }

  if (response instanceof NetworkFailure) throw response.error;
  if (!response.ok) {
    throw ApiError.fromResponse(
      response.status,
      response.statusText,
      parseJson(text),
      response.headers.get('Retry-After'),
    );
  }
  if (!text) return undefined as T;
  if (!isJson(response)) return text as T;
  const parsed = parseJson(text);
  if (parsed === undefined) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'The server sent a response that could not be read',
    });
  }
  return parsed as T;
}

/**
 * `fetch` with the bearer token and one refresh-and-retry on a 401, as `request` does; an error
 * answer is thrown as the ApiError of its JSON envelope. For answers that are not JSON.
 */
async function fetchAuthorized(url: string, init: RequestInit, retryUnauthorized = true): Promise<Response> {
  const attempt = async (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetch(url, { ...init, headers });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw ApiError.network(error);
    }
  };
  const token = getAccessToken();
  let response = await attempt(token);
  if (response.status === 401 && token && retryUnauthorized && onUnauthorized) {
    const fresh = await onUnauthorized();
    if (fresh && fresh !== token) response = await attempt(fresh);
  }
  if (!response.ok) {
    const text = await response.text();
    throw ApiError.fromResponse(
      response.status,
      response.statusText,
      parseJson(text),
      response.headers.get('Retry-After'),
    );
  }
  return response;
}

/** A file from the gateway (an invoice PDF). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await requestFile(path, options)).blob;
}

/** A file made on the server, with the name its Content-Disposition gives (null when none). */
export async function requestFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const { query, retryUnauthorized = true, ...init } = options;
  const response = await fetchAuthorized(
    buildUrl(path, query),
    { ...init, method: 'GET' },
    retryUnauthorized,
  );
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** A stream of server-sent events from a POST (a companion reply). */
export function requestStream(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'text/event-stream');
  headers.set('Content-Type', 'application/json');
  return fetchAuthorized(buildUrl(path), { ...init, method: 'POST', headers, body: JSON.stringify(body) });
}

/** Audio made on the server from a POST (the companion's voice); null when it answers 204 (none). */
export async function requestAudio(path: string, body: unknown): Promise<Blob | null> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const response = await fetchAuthorized(buildUrl(path), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return response.status === 204 ? null : response.blob();
}

/** Recorded audio sent as it is (POST /api/stt); the JSON answer, or null when the server has no such service (404). */
export async function postAudio<T>(path: string, audio: Blob, query?: QueryParams): Promise<T | null> {
  try {
    const headers = new Headers({ 'Content-Type': audio.type || 'audio/webm' });
    const response = await fetchAuthorized(buildUrl(path, query), { method: 'POST', headers, body: audio });
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Sends a small POST that outlives the page (leaving it, closing the tab): fire and forget. */
export function sendOnLeave(path: string): void {
  const token = getAccessToken();
  void fetch(buildUrl(path), {
    method: 'POST',
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) =>
    request<T>('DELETE', path, body, options),
};

/**
 * `send`, except that for an idempotent write a network failure is an answer (status 0) to retry
 * with the same key rather than a thrown error.
 */
async function sendOnce(
  url: string,
  init: RequestInit,
  idempotent: boolean,
): Promise<{ response: Response; text: string }> {
  if (!idempotent) return send(url, init);
  try {
    return await send(url, init);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { response: new NetworkFailure(error), text: '' };
  }
}

/** A stand-in answer for a request that got none; thrown as its ApiError if retries do not help. */
class NetworkFailure extends Response {
  constructor(readonly error: ApiError) {
    super(null, { status: 200 });
  }
  override get status(): number {
    return 0;
  }
}

function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

async function send(url: string, init: RequestInit): Promise<{ response: Response; text: string }> {
  // The caller's own abort stays an abort; the watchdog's is a lost answer (REQUEST_WATCHDOG_MS).
  const watchdog = new AbortController();
  const timer = setTimeout(() => watchdog.abort(), REQUEST_WATCHDOG_MS);
  const stop = () => watchdog.abort();
  init.signal?.addEventListener('abort', stop);
  if (init.signal?.aborted) stop();
  try {
    const response = await fetch(url, { ...init, signal: watchdog.signal });
    return { response, text: await response.text() };
  } catch (error) {
    if (init.signal?.aborted || (isAbort(error) && !watchdog.signal.aborted)) throw error;
    throw ApiError.network(watchdog.signal.aborted ? new Error('No answer in time') : error);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', stop);
  }
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
