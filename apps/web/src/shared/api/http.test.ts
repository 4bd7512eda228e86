import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http, REQUEST_WATCHDOG_MS, setAccessTokenGetter, setUnauthorizedHandler } from './http';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.lastCall!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

describe('http', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenGetter(() => null);
    setUnauthorizedHandler(null);
  });

  it('GETs under /api with the query string and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { allowed: true }));

    const body = await http.get<{ allowed: boolean }>('/subscription/limits', {
      query: { type: 'text', page: 2, skip: undefined, none: null },
    });

    expect(body).toEqual({ allowed: true });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/subscription/limits?type=text&page=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));

    await http.post('/auth/signup', { email: 'a@b.c' });

    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('resolves with undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(http.post('/auth/logout', { scope: 'local' })).resolves.toBeUndefined();
  });

  it('adds the bearer token when one is available', async () => {
    setAccessTokenGetter(() => 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await http.get('/me');

    expect(lastCall().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no bearer token on a public call', async () => {
    setAccessTokenGetter(() => 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await http.post('/auth/login', {}, { skipAuth: true });

    expect(lastCall().headers.get('Authorization')).toBeNull();
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    let token = 'old';
    setAccessTokenGetter(() => token);
    const refresh = vi.fn(async () => (token = 'new'));
    setUnauthorizedHandler(refresh);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'unauthorized', message: 'Expired' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(http.post('/journal/entries', { content: 'hi' })).resolves.toEqual({ ok: true });

    expect(refresh).toHaveBeenCalledTimes(1);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers));
    expect(first!.get('Authorization')).toBe('Bearer old');
    expect(second!.get('Authorization')).toBe('Bearer new');
    expect(fetchMock.mock.calls[1]![1]!.body).toBe('{"content":"hi"}');
  });

  it('gives up with the 401 when the session cannot be refreshed', async () => {
    setAccessTokenGetter(() => 'old');
    setUnauthorizedHandler(async () => null);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'unauthorized', message: 'Expired' }),
    );

    const error = await failure(http.get('/me'));

    expect(error.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a 401 on a call that carried no token, or that opted out', async () => {
    const refresh = vi.fn(async () => 'new');
    setUnauthorizedHandler(refresh);
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { statusCode: 401, code: 'session_not_found', message: 'No session' }),
    );

    await failure(http.post('/auth/refresh', undefined, { skipAuth: true }));
    setAccessTokenGetter(() => 'old');
    await failure(http.post('/auth/logout', { scope: 'local' }, { retryUnauthorized: false }));

    expect(refresh).not.toHaveBeenCalled();
  });

  it("reads a 429's Retry-After, in seconds or as a date", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(429, { statusCode: 429, code: 'too_many_requests', message: 'Slow down' }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ statusCode: 429, code: 'too_many_requests', message: 'Slow down' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
      );

    expect((await failure(http.post('/auth/login', {}))).retryAfterMs).toBeUndefined();
    expect(await failure(http.post('/auth/login', {}))).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      retryAfterMs: 120_000,
    });
    const now = Date.UTC(2026, 10, 21, 9, 0, 0);
    expect(ApiError.fromResponse(429, '', null, new Date(now + 30_000).toUTCString(), now).retryAfterMs).toBe(
      30_000,
    );
  });

  it('keeps the reasons of a weak_password answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        statusCode: 422,
        code: 'weak_password',
        message: 'Password is too weak',
        reasons: ['Too common', 42, 'Too short'],
      }),
    );

    const error = await failure(http.post('/auth/signup', {}));

    expect(error.reasons).toEqual(['Too common', 'Too short']);
  });

  it('turns the error envelope into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        code: 'validation_failed',
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Enter a valid e-mail' },
          { field: 'password', message: 'At least 8 characters' },
          { field: 'email', message: 'second message is ignored' },
        ],
        errorId: 'err-1',
      }),
    );

    const error = await failure(http.post('/auth/signup', {}));

    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid e-mail', password: 'At least 8 characters' });
    expect(error.errorId).toBe('err-1');
    expect(error.retryable).toBe(false);
  });

  it('keeps the code and message of a plain error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      }),
    );

    const error = await failure(http.post('/auth/login', {}));

    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(error.fieldErrors).toEqual({});
  });

  it.each([502, 503, 504])(
    'treats %i as a retryable "unavailable", with or without an envelope',
    async (status) => {
      fetchMock.mockResolvedValueOnce(
        jsonResponse(status, { statusCode: status, code: 'x', message: 'Down' }),
      );
      fetchMock.mockResolvedValueOnce(
        new Response('<html>Bad Gateway</html>', {
          status,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
      );

      const withEnvelope = await failure(http.get('/health'));
      const withoutEnvelope = await failure(http.get('/health'));

      expect(withEnvelope).toMatchObject({ status, code: 'unavailable', message: 'Down', retryable: true });
      expect(withoutEnvelope).toMatchObject({
        status,
        code: 'unavailable',
        message: 'Bad Gateway',
        retryable: true,
      });
    },
  );

  describe('idempotent writes', () => {
    beforeEach(() => setAccessTokenGetter(() => 'token-1'));

    it('sends one Idempotency-Key per call, and the same key on its retry after a 503 or a lost answer', async () => {
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ statusCode: 503, code: 'service_unavailable', message: 'Down' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
        }),
      );
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'entry-1' }));

      await expect(http.post('/journal/entries', { content: 'x' })).resolves.toEqual({ id: 'entry-1' });

      const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'));
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size).toBe(1);

      fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'entry-2' }));
      await http.post('/journal/entries', { content: 'y' });
      expect(lastCall().headers.get('Idempotency-Key')).not.toBe(keys[0]);
    });

    it('waits out a 409 idempotent_request_processing with the same key; other 409s are answers', async () => {
      fetchMock.mockResolvedValueOnce(
        new Response(
          JSON.stringify({ statusCode: 409, code: 'idempotent_request_processing', message: 'Running' }),
          { status: 409, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } },
        ),
      );
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
      await expect(http.put('/habits/2026-01-01', {}, { idempotencyKey: 'action-1' })).resolves.toEqual({
        ok: true,
      });
      expect(
        fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key')),
      ).toEqual(['action-1', 'action-1']);

      fetchMock.mockResolvedValueOnce(
        jsonResponse(409, { statusCode: 409, code: 'too_short', message: 'No' }),
      );
      expect(await failure(http.post('/sessions/s/end'))).toMatchObject({ status: 409, code: 'too_short' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('gives up after two retries with the last answer; no key on GETs or without a session', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      expect(await failure(http.post('/journal/entries', {}))).toMatchObject({ code: 'network_error' });
      expect(fetchMock).toHaveBeenCalledTimes(3);

      fetchMock.mockReset();
      fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
      await http.get('/me');
      expect(lastCall().headers.has('Idempotency-Key')).toBe(false);
      setAccessTokenGetter(() => null);
      await http.post('/auth/login', {});
      expect(lastCall().headers.has('Idempotency-Key')).toBe(false);
    });
  });

  it('gives a non-JSON error a generic, non-retryable code', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500, statusText: 'Internal Server Error' }));

    const error = await failure(http.get('/plans'));

    expect(error).toMatchObject({ status: 500, code: 'http_error', retryable: false });
  });

  it('reports a network failure as a retryable network_error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failure(http.get('/me'));

    expect(error).toMatchObject({
      status: 0,
      code: 'network_error',
      retryable: true,
      message: 'Failed to fetch',
    });
  });

  it('gives up a call unanswered for REQUEST_WATCHDOG_MS: a write is tried again with its key, and the page is told', async () => {
    vi.useFakeTimers();
    try {
      setAccessTokenGetter(() => 'token');
      // The first answer never comes (a half-open connection); the second does.
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            ),
          ),
      );
      fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'entry-1' }));
      const retries: number[] = [];
      const saved = http.post('/journal/entries', { content: 'x' }, { onRetry: (n) => retries.push(n) });
      await vi.advanceTimersByTimeAsync(REQUEST_WATCHDOG_MS - 1);
      expect(retries).toEqual([]);
      await vi.advanceTimersByTimeAsync(1 + 3_000);
      await expect(saved).resolves.toEqual({ id: 'entry-1' });
      expect(retries).toEqual([1]);
      const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'));
      expect(new Set(keys).size).toBe(1);

      // A read unanswered as long is a network failure, not a hang.
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            ),
          ),
      );
      const read = failure(http.get('/me'));
      await vi.advanceTimersByTimeAsync(REQUEST_WATCHDOG_MS);
      expect(await read).toMatchObject({ status: 0, code: 'network_error' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(http.get('/me', { signal: AbortSignal.abort() })).rejects.toBe(abort);
  });

  it('rejects a success that claims JSON but is not', async () => {
    fetchMock.mockResolvedValue(
      new Response('{broken', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );

    const error = await failure(http.get('/me'));

    expect(error.code).toBe('invalid_response');
  });
});
