import type { EmojiEchoRequest, MoodBoosterEventRequest } from '@maeum/api-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import './translations';

export const moodBoosterKeys = {
  list: ['mood-boosters'] as const,
};

export const moodBoostersApi = {
  list: () => api.moodBoosters.list(),
  activate: (slug: string) => api.moodBoosters.activate({ slug }),
  event: (slug: string, event: MoodBoosterEventRequest) => api.moodBoosters.event({ ...event, slug }),
  echo: (request: EmojiEchoRequest) => api.moodBoosters.echo(request),
};

/** The catalogue: public and rarely changing (spec 001 §9: stale 5 min, kept 10 min). */
export function useMoodBoosters() {
  return useQuery({
    queryKey: moodBoosterKeys.list,
    queryFn: moodBoostersApi.list,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function useEmojiEcho() {
  return useMutation({ mutationFn: moodBoostersApi.echo });
}
