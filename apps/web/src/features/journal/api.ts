import {
  JOURNAL_PAGE_SIZE,
  type CreateJournalEntryRequest,
  type JournalImportEntry,
  type JournalAnalysisView,
  type JournalEntryView,
  type JournalSearchTime,
} from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../shared/api/endpoints';
import { http, newIdempotencyKey } from '../../shared/api/http';
import './translations';

export const journalKeys = {
  all: ['journal'] as const,
  entries: (tag: string | null) => ['journal', 'entries', tag] as const,
  analysis: (id: string) => ['journal', 'analysis', id] as const,
  prompt: ['journal', 'prompt'] as const,
  weekly: ['journal', 'weekly'] as const,
  insights: ['journal', 'insights'] as const,
  search: (q: string, time: JournalSearchTime) => ['journal', 'search', q, time] as const,
};

const entryPath = (id: string) => `/journal/entries/${encodeURIComponent(id)}`;

export const journalApi = {
  list: (tag: string | null, cursor?: string) => api.journal.list({ tag: tag ?? undefined, cursor }),
  create: (entry: CreateJournalEntryRequest, idempotencyKey?: string) =>
    api.journal.create(entry, { idempotencyKey }),
  remove: (id: string) => api.journal.delete({ id }),
  /** The analysis, or null while it is being written (202). */
  analysis: async (id: string) => {
    const body = await http.get<JournalAnalysisView | { status: 'pending' }>(`${entryPath(id)}/analysis`);
    return body && 'emotionTags' in body ? body : null;
  },
  prompt: (language: string, regenerate = false) =>
    api.journal.prompt({
      regenerate: regenerate ? '1' : undefined,
      language: language === 'ko' ? 'ko' : 'en',
    }),
  weekly: async () => (await api.journal.weeklySummary()) ?? null,
  search: (q: string, time: JournalSearchTime) => api.journal.search({ q, time }),
  insights: () => api.journal.insights(),
  import: (entries: JournalImportEntry[]) => api.journal.import({ entries }),
  /** Every entry, newest first, a page at a time (for the files). */
  all: async (onPage?: (count: number) => void) => {
    const all: JournalEntryView[] = [];
    for (let cursor: string | undefined; ;) {
      const page = await journalApi.list(null, cursor);
      all.push(...page);
      onPage?.(all.length);
      if (page.length < 20) return all;
      cursor = page.at(-1)!.createdAt;
    }
  },
};

export function useJournalEntries(tag: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: journalKeys.entries(tag),
    queryFn: ({ pageParam }) => journalApi.list(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: JournalEntryView[]) =>
      last.length === JOURNAL_PAGE_SIZE ? last.at(-1)!.createdAt : undefined,
    enabled,
  });
}

/** An entry's analysis: asked again every second while it is being written. */
export function useEntryAnalysis(id: string | null, initial: JournalAnalysisView | null = null) {
  return useQuery({
    queryKey: journalKeys.analysis(id ?? ''),
    queryFn: () => journalApi.analysis(id!),
    enabled: id !== null && initial === null,
    initialData: initial ?? undefined,
    refetchInterval: (query) => (query.state.data ? false : 1000),
  });
}

export function useDailyPrompt(enabled: boolean) {
  // Asked in the page's language, so a switch of language shows the day's prompt in the new words.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...journalKeys.prompt, i18n.language],
    queryFn: () => journalApi.prompt(i18n.language),
    enabled,
  });
}

export function useRegeneratePrompt() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: () => journalApi.prompt(i18n.language, true),
    onSuccess: (prompt) => queryClient.setQueryData([...journalKeys.prompt, i18n.language], prompt),
  });
}

export function useWeeklySummary(enabled: boolean) {
  return useQuery({ queryKey: journalKeys.weekly, queryFn: journalApi.weekly, enabled });
}

export function useJournalInsights(enabled: boolean) {
  return useQuery({ queryKey: journalKeys.insights, queryFn: journalApi.insights, enabled });
}

/**
 * Saving an entry. One Idempotency-Key per draft until it is saved: a person who presses Save
 * again after a failure (the first may have been written after all) gets that entry back, never
 * a second copy; changed words are a new save.
 */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  const draft = useRef<{ words: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (entry: CreateJournalEntryRequest) => {
      const words = JSON.stringify(entry);
      if (draft.current?.words !== words) draft.current = { words, key: newIdempotencyKey() };
      return journalApi.create(entry, draft.current.key);
    },
    onSuccess: () => {
      draft.current = null;
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: journalApi.remove,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
