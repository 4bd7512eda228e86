import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http';

const MINUTE = 60_000;

/**
 * Cache rules of the spec (doc 1 §9): stale after 5 min, kept 10 min, no refetch on focus or mount,
 * 1 retry, offline-first. The one retry is spent only where it can help: a network failure or a
 * 502/503/504, never a 4xx the same request would get again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: (failureCount, error) => failureCount < 1 && (!isApiError(error) || error.retryable),
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
