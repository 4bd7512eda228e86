import type {
  AccountDeletionResult,
  MeView,
  PreferencesView,
  UpdatePreferencesRequest,
} from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import { http } from '../../shared/api/http';
import { authKeys } from '../auth';

/** The preferences this page changes, each alone (spec §2: each preference is updated alone). */
type ShownPreference =
  | 'currency'
  | 'language'
  | 'timezone'
  | 'notifications'
  | 'darkMode'
  | 'analyticsConsent'
  | 'dataRetentionConsent'
  | 'marketingConsent';

/** One field at a time of PATCH /api/me/preferences. */
export type PreferencePatch = {
  [Field in ShownPreference]: Required<Pick<UpdatePreferencesRequest, Field>>;
}[ShownPreference];

export const settingsKeys = {
  preferences: ['me', 'preferences'] as const,
};

export const settingsApi = {
  preferences: () => api.me.getPreferences(),
  updatePreferences: (patch: PreferencePatch) => api.me.updatePreferences(patch),
  exportData: () => http.get<unknown>('/me/export'),
  /** With the password as the recent proof; accounts without one send none (a recent sign-in counts). */
  deleteAccount: (currentPassword: string) =>
    http.delete<AccountDeletionResult>('/me', undefined, currentPassword ? { currentPassword } : {}),
};

export function usePreferences() {
  return useQuery({ queryKey: settingsKeys.preferences, queryFn: settingsApi.preferences, retry: 1 });
}

interface UpdateOptions {
  /**
   * Shows the change in this browser at once (language, theme) and returns the patch that puts
   * back what it replaced, which is applied when the save fails.
   */
  apply?: (patch: PreferencePatch) => PreferencePatch | undefined;
  onSaved?: () => void;
  onFailed?: (error: unknown) => void;
}

/** A change to the cached preferences: those of GET /api/me/preferences, and those inside GET /api/me. */
interface CacheChange {
  preferences?: Partial<PreferencesView>;
  me?: Partial<PreferencesView>;
}

/**
 * Saves one preference optimistically: the caches show the new value at once and only that field
 * goes back to its old value when the server refuses, so saves of other fields are not undone.
 * Both caches change, /api/me's too: the app shell applies its preferences when it mounts again
 * (after a visit to a public page), and must not bring an old value back.
 */
export function useUpdatePreference({ apply, onSaved, onFailed }: UpdateOptions = {}) {
  const queryClient = useQueryClient();
  const writeCaches = ({ preferences, me }: CacheChange) => {
    if (preferences)
      queryClient.setQueryData<PreferencesView>(
        settingsKeys.preferences,
        (old) => old && { ...old, ...preferences },
      );
    if (me)
      queryClient.setQueryData<MeView>(
        authKeys.me,
        (old) => old && { ...old, preferences: { ...old.preferences, ...me } },
      );
  };
  return useMutation({
    mutationFn: settingsApi.updatePreferences,
    onMutate: async (patch: PreferencePatch) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.preferences, exact: true });
      const [field] = Object.keys(patch) as (keyof PreferencePatch)[];
      const preferences = queryClient.getQueryData<PreferencesView>(settingsKeys.preferences);
      const me = queryClient.getQueryData<MeView>(authKeys.me)?.preferences;
      const previous: CacheChange = {
        preferences: preferences && field ? { [field]: preferences[field] } : undefined,
        me: me && field ? { [field]: me[field] } : undefined,
      };
      writeCaches({ preferences: patch, me: patch });
      return { previous, undo: apply?.(patch) };
    },
    onError: (error, _patch, context) => {
      if (context) writeCaches(context.previous);
      if (context?.undo) apply?.(context.undo);
      onFailed?.(error);
    },
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') {
        queryClient.setQueryData(settingsKeys.preferences, saved);
        writeCaches({ me: saved });
      }
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
