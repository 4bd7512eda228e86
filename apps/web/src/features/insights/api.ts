import type { SessionRatingView } from '@maeum/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import { http } from '../../shared/api/http';
import './translations';

export const statisticsKeys = {
  profile: ['profile-stats'] as const,
  insights: ['insights'] as const,
};

export const statisticsApi = {
  profile: () => api.statistics.stats(),
  insights: () => api.statistics.insights(),
  rate: (sessionId: string, rating: number) =>
    http.post<SessionRatingView>(`/sessions/${encodeURIComponent(sessionId)}/rating`, { rating }),
};

export function useProfileStats() {
  return useQuery({ queryKey: statisticsKeys.profile, queryFn: statisticsApi.profile });
}

export function useInsights() {
  return useQuery({ queryKey: statisticsKeys.insights, queryFn: statisticsApi.insights });
}

/** "How do you feel now?": the profile and insights read it again once the journal has it. */
export function useRateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, rating }: { sessionId: string; rating: number }) =>
      statisticsApi.rate(sessionId, rating),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.profile });
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.insights });
    },
  });
}
