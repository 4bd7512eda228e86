import type {
  ChatMessageView,
  MemoryView,
  SendMessageView,
  SessionCardView,
  SessionDetailView,
  SessionHistoryType,
  SessionView,
  SpokenReplyRequest,
  StartSessionRequest,
  StartSessionView,
} from '@maeum/api-types';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  http,
  isApiError,
  newIdempotencyKey,
  type RequestOptions,
  requestStream,
  sendOnLeave,
} from '../../shared/api/http';
import { readEvents } from './lib/sse';
import './translations';

export const sessionKeys = {
  all: ['sessions'] as const,
  memory: ['sessions', 'memory'] as const,
  list: (type: SessionHistoryType, q: string) => ['sessions', 'list', type, q] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
};

const path = (id: string) => `/sessions/${encodeURIComponent(id)}`;

export const sessionsApi = {
  /** `onRetry`: the start is being tried again with its key (the page says it is reconnecting). */
  start: (request: StartSessionRequest, onRetry?: RequestOptions['onRetry']) =>
    http.post<StartSessionView>('/sessions', request, { onRetry }),
  end: (id: string) => http.post<SessionView>(`${path(id)}/end`),
  /** Leaving the page: the session is ended even if the tab is closing. */
  endOnLeave: (id: string) => sendOnLeave(`${path(id)}/end`),
  list: (type: SessionHistoryType, q: string, cursor?: string) =>
    http.get<SessionCardView[]>('/sessions', { query: { type, q: q || undefined, cursor } }),
  get: (id: string) => http.get<SessionDetailView>(path(id)),
  spoken: (id: string, messageId: string, report: SpokenReplyRequest) =>
    http.post<ChatMessageView>(`${path(id)}/messages/${encodeURIComponent(messageId)}/spoken`, report),
  audioPath: (id: string, messageId: string, part: number) =>
    `${path(id)}/messages/${encodeURIComponent(messageId)}/audio/${part}`,
  resetHistory: () => http.post<void>('/me/chat-history/reset'),
  memory: () => http.get<MemoryView>('/memory'),
  editMemory: (id: string, content: string) =>
    http.patch<MemoryView>(`/memory/${encodeURIComponent(id)}`, { content }),
  deleteMemory: (id: string) => http.delete<MemoryView>(`/memory/${encodeURIComponent(id)}`),
  clearMemory: () => http.delete<MemoryView>('/memory'),
  setMemoryEnabled: (enabled: boolean) => http.patch<MemoryView>('/memory/settings', { enabled }),
};

export function useMemory() {
  return useQuery({ queryKey: sessionKeys.memory, queryFn: sessionsApi.memory });
}

/** A change to the memory; the answer is the whole view, put straight into the cache. */
export function useMemoryChange<V>(change: (input: V) => Promise<MemoryView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(sessionKeys.memory, view),
  });
}

/** The gateway writes a heartbeat every 5 s; this long without a byte and the stream is taken for lost. */
export const STREAM_SILENCE_MS = 15_000;
/** Asks of one message in all: the first, then again after a lost stream (the same Idempotency-Key). */
export const REPLY_ATTEMPTS = 4;
const RECONNECT_PAUSES_MS = [500, 1_500, 3_000];

export interface ReplyHooks {
  /**
   * The stream was lost (the service side died, the network dropped): what was said so far is to
   * be kept, marked interrupted; the same message is being asked again (`attempt` from 1).
   */
  onReconnecting?: (attempt: number) => void;
  /** The message's Idempotency-Key when it is sent again by hand (the same words); a fresh one otherwise. */
  idempotencyKey?: string;
}

/** Why an ask did not end with `done`: worth asking again with the same key. */
class LostStream extends Error {
  constructor(readonly retryAfterMs?: number) {
    super('The reply stream was lost');
  }
}

/**
 * Sends a message and streams the reply: `onDelta` gets the words as they arrive, the promise the
 * saved reply. Aborting the signal stops the reply (the server keeps what was said so far).
 *
 * One Idempotency-Key for the message; a stream that ends with `retry`, goes
 * silent for 15 s, breaks, or is answered 503 (or 409 "still running") is asked again with the same
 * key, so the server answers it once: with the reply it kept, or a new one if the first died.
 */
export async function sendMessage(
  id: string,
  content: string,
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
  hooks: ReplyHooks = {},
): Promise<SendMessageView> {
  const key = hooks.idempotencyKey ?? newIdempotencyKey();
  let lost: LostStream | undefined;
  for (let attempt = 0; attempt < REPLY_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      hooks.onReconnecting?.(attempt);
      await pause(lost?.retryAfterMs ?? RECONNECT_PAUSES_MS[Math.min(attempt - 1, 2)]!, signal);
    }
    try {
      return await askOnce(id, content, key, onDelta, signal);
    } catch (error) {
      if (signal?.aborted || !(error instanceof LostStream)) throw error;
      lost = error;
    }
  }
  throw ApiError.network(new Error('The reply stream was lost'));
}

async function askOnce(
  id: string,
  content: string,
  key: string,
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
): Promise<SendMessageView> {
  // The client's own watchdog: the page's signal, or silence, ends this ask.
  const watch = new AbortController();
  const stop = () => watch.abort();
  signal?.addEventListener('abort', stop);
  let silence = setTimeout(stop, STREAM_SILENCE_MS);
  try {
    let response: Response;
    try {
      response = await requestStream(
        `${path(id)}/messages`,
        { content },
        { signal: watch.signal, headers: { 'Idempotency-Key': key } },
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isApiError(error) && (error.status === 0 || error.status === 503 || watch.signal.aborted))
        throw new LostStream(error.retryAfterMs);
      if (isApiError(error) && error.code === 'idempotent_request_processing')
        throw new LostStream(error.retryAfterMs ?? 1000);
      if (watch.signal.aborted) throw new LostStream();
      throw error;
    }
    const events = readEvents(response.body!, () => {
      clearTimeout(silence);
      silence = setTimeout(stop, STREAM_SILENCE_MS);
    });
    try {
      for await (const event of events) {
        const data = JSON.parse(event.data) as Record<string, unknown>;
        if (event.event === 'delta') onDelta(String(data.delta ?? ''));
        else if (event.event === 'done') return data as unknown as SendMessageView;
        else if (event.event === 'retry') throw new LostStream();
        else if (event.event === 'error')
          throw ApiError.fromResponse(502, 'Stream error', {
            statusCode: 502,
            code: String(data.code ?? 'stream_error'),
            message: String(data.message ?? ''),
          });
      }
    } catch (error) {
      if (signal?.aborted || error instanceof LostStream || error instanceof ApiError) throw error;
      // The body broke off (the network, or the watchdog above).
      throw new LostStream();
    }
    throw new LostStream();
  } finally {
    clearTimeout(silence);
    signal?.removeEventListener('abort', stop);
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

export function useSessionHistory(type: SessionHistoryType, q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: sessionKeys.list(type, q),
    queryFn: ({ pageParam }) => sessionsApi.list(type, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: SessionCardView[]) => (last.length === 20 ? last.at(-1)!.startedAt : undefined),
    enabled,
  });
}

export function useSessionDetail(id: string | null) {
  return useQuery({
    queryKey: sessionKeys.detail(id ?? ''),
    queryFn: () => sessionsApi.get(id!),
    enabled: id !== null,
  });
}

/** The newest session, for the dashboard card. */
export function useLastSession() {
  return useQuery({
    queryKey: [...sessionKeys.all, 'last'],
    queryFn: async () => (await sessionsApi.list('all', ''))[0] ?? null,
  });
}
