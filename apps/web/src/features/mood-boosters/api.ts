import type {
  EmojiEchoRequest,
  EmojiEchoView,
  MoodBoosterActivationView,
  MoodBoosterEventRequest,
  MoodBoosterView,
} from '@maeum/api-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/http';
import './translations';

export const moodBoosterKeys = {
  list: ['mood-boosters'] as const,
};

const boosterPath = (slug: string) => `/mood-boosters/${encodeURIComponent(slug)}`;

export const moodBoostersApi = {
  list: () => http.get<MoodBoosterView[]>('/mood-boosters'),
  activate: (slug: string) => http.post<MoodBoosterActivationView>(`${boosterPath(slug)}/activate`),
  event: (slug: string, event: MoodBoosterEventRequest) =>
    http.post<void>(`${boosterPath(slug)}/events`, event),
  echo: (request: EmojiEchoRequest) => http.post<EmojiEchoView>('/mood-boosters/emoji-echo', request),
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
