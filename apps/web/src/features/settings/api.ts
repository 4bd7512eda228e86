import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/http';

export const CURRENCIES = ['USD', 'KRW', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The fields of GET /api/me/preferences this page shows and changes. */
export interface Preferences {
  currency: Currency;
  language: 'en' | 'ko';
  notifications: boolean;
  darkMode: boolean;
  analyticsConsent: boolean;
  dataRetentionConsent: boolean;
  marketingConsent: boolean;
  [field: string]: unknown;
}

/** One field at a time (spec §2: each preference is updated alone). */
export type PreferencePatch =
  | { currency: Currency }
  | { language: 'en' | 'ko' }
  | { notifications: boolean }
  | { darkMode: boolean }
  | { analyticsConsent: boolean }
  | { dataRetentionConsent: boolean }
  | { marketingConsent: boolean };

export const settingsKeys = {
  preferences: ['me', 'preferences'] as const,
};

export const settingsApi = {
  preferences: () => http.get<Preferences>('/me/preferences'),
  updatePreferences: (patch: PreferencePatch) => http.patch<Preferences>('/me/preferences', patch),
  exportData: () => http.get<unknown>('/me/export'),
  deleteAccount: () => http.delete<{ status: 'deleted' }>('/me'),
};

export function usePreferences() {
  return useQuery({ queryKey: settingsKeys.preferences, queryFn: settingsApi.preferences, retry: 1 });
}

interface UpdateOptions {
  /** Runs at once with the new value, and again with the old one when the save fails. */
  apply?: (patch: PreferencePatch) => void;
  onSaved?: () => void;
  onFailed?: (error: unknown) => void;
}

/**
 * Saves one preference optimistically: the cache shows the new value at once and only that field
 * goes back to its old value when the server refuses, so saves of other fields are not undone.
 */
export function useUpdatePreference({ apply, onSaved, onFailed }: UpdateOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updatePreferences,
    onMutate: async (patch: PreferencePatch) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.preferences });
      const current = queryClient.getQueryData<Preferences>(settingsKeys.preferences);
      const [field] = Object.keys(patch) as (keyof PreferencePatch)[];
      const previous = current && field ? ({ [field]: current[field] } as PreferencePatch) : undefined;
      queryClient.setQueryData<Preferences>(settingsKeys.preferences, (old) =>
        old ? { ...old, ...patch } : old,
      );
      apply?.(patch);
      return { previous };
    },
    onError: (error, _patch, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData<Preferences>(settingsKeys.preferences, (old) =>
          old ? { ...old, ...previous } : old,
        );
        apply?.(previous);
      }
      onFailed?.(error);
    },
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(settingsKeys.preferences, saved);
      onSaved?.();
    },
  });
}

/** `maeum-data-YYYY-MM-DD.json`, the name the gateway gives the same download. */
export function exportFileName(now = new Date()): string {
  return `maeum-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Saves a JSON value as a file through a temporary object URL and anchor. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
