import type {
  PushSubscriptionInput,
  PushSubscriptionsView,
  ReminderSettingsInput,
  ReminderSettingsView,
  ReminderStopView,
} from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/http';
import './translations';

export const remindersKeys = { settings: ['reminders'] as const };

export const remindersApi = {
  get: () => http.get<ReminderSettingsView>('/reminders'),
  put: (input: ReminderSettingsInput) => http.put<ReminderSettingsView>('/reminders', input),
  stop: (token: string) => http.post<ReminderStopView>('/reminders/stop', { token }),
  subscribe: (input: PushSubscriptionInput) => http.post<PushSubscriptionsView>('/push-subscriptions', input),
  unsubscribe: (endpoint: string) =>
    http.delete<PushSubscriptionsView>('/push-subscriptions', undefined, { endpoint }),
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
