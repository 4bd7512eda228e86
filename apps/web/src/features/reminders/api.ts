import type { PushSubscriptionInput, ReminderSettingsInput } from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import './translations';

export const remindersKeys = { settings: ['reminders'] as const };

export const remindersApi = {
  get: () => api.reminders.get(),
  put: (input: ReminderSettingsInput) => api.reminders.put(input),
  stop: (token: string) => api.reminderStop.stop({ token }),
  subscribe: (input: PushSubscriptionInput) => api.pushSubscriptions.subscribe(input),
  unsubscribe: (endpoint: string) => api.pushSubscriptions.unsubscribe({ endpoint }),
};

export function useReminders() {
  return useQuery({ queryKey: remindersKeys.settings, queryFn: remindersApi.get });
}

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindersApi.put,
    onSuccess: (view) => queryClient.setQueryData(remindersKeys.settings, view),
  });
}

export function useStopReminders() {
  return useMutation({ mutationFn: remindersApi.stop });
}
