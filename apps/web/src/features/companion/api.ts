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
import { ApiError, http, requestStream, sendOnLeave } from '../../shared/api/http';
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
  start: (request: StartSessionRequest) => http.post<StartSessionView>('/sessions', request),
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

/**
 * Sends a message and streams the reply: `onDelta` gets the words as they arrive, the promise the
 * saved reply. Aborting the signal stops the reply (the server keeps what was said so far).
 */
export async function sendMessage(
  id: string,
  content: string,
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
): Promise<SendMessageView> {
  const response = await requestStream(`${path(id)}/messages`, { content }, { signal });
  for await (const event of readEvents(response.body!)) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.event === 'delta') onDelta(String(data.delta ?? ''));
    else if (event.event === 'done') return data as unknown as SendMessageView;
    else if (event.event === 'error')
      throw ApiError.fromResponse(502, 'Stream error', {
        statusCode: 502,
        code: String(data.code ?? 'stream_error'),
        message: String(data.message ?? ''),
      });
  }
  throw ApiError.network(new Error('The reply stream ended early'));
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
