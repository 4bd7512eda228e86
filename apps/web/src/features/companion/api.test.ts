import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenGetter } from '../../shared/api/http';
import { sendMessage, STREAM_SILENCE_MS } from './api';

const fetchMock = vi.fn<typeof fetch>();

/** A stream that says `first` and then nothing, never ending (a gateway that froze). */
function frozenStream(first: string, signal?: AbortSignal | null): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const done = (content: string) =>
  `event: done\ndata: ${JSON.stringify({
    seq: 1,
    userMessage: { id: 'u', role: 'user', content: 'hi', createdAt: '2026-01-01T00:00:00Z' },
    message: { id: 'a', role: 'assistant', content, createdAt: '2026-01-01T00:00:00Z' },
  })}\n\n`;

describe('sendMessage: the reader’s own watchdog (RELIABILITY.md 35)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenGetter(() => 'token-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setAccessTokenGetter(() => null);
  });

  it('gives up on a stream silent for 15 s and asks again with the same key', async () => {
    fetchMock.mockImplementationOnce((_url, init) =>
      Promise.resolve(frozenStream('event: delta\ndata: {"seq":1,"delta":"That "}\n\n', init?.signal)),
    );
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(
        new Response(done('Back again.'), { headers: { 'Content-Type': 'text/event-stream' } }),
      ),
    );
    const deltas: string[] = [];
    const reconnects: number[] = [];
    const reply = sendMessage('s-1', 'hi', (d) => deltas.push(d), undefined, {
      onReconnecting: (attempt) => reconnects.push(attempt),
    });
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reconnects).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(reconnects).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(reply).resolves.toMatchObject({ message: { content: 'Back again.' } });
    expect(deltas).toEqual(['That ']);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('stops asking after four tries and fails as a lost connection', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response('event: retry\ndata: {"seq":1,"code":"reply_interrupted"}\n\n', {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
      ),
    );
    const reply = sendMessage('s-1', 'hi', () => undefined);
    const failed = expect(reply).rejects.toMatchObject({ code: 'network_error' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
