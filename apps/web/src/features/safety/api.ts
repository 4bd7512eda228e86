import { CRISIS_LINES, type CrisisLine, type CrisisLinesView } from '@maeum/api-types';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/http';

const HOUR = 60 * 60_000;

export const safetyKeys = {
  crisisLines: ['safety', 'crisis-lines'] as const,
};

export const safetyApi = {
  /** Public: no token needed; the gateway lets it be cached for an hour. */
  crisisLines: () => http.get<CrisisLinesView>('/safety/crisis-lines'),
};

/**
 * The crisis lines as the server holds them (GET /api/safety/crisis-lines). The built-in list from
 * api-types stands in until the answer comes and whenever the request fails, so a crisis card never
 * waits for the network and never shows an error instead of the numbers.
 */
export function useCrisisLines(): readonly CrisisLine[] {
  const query = useQuery({
    queryKey: safetyKeys.crisisLines,
    queryFn: safetyApi.crisisLines,
    placeholderData: { lines: [...CRISIS_LINES] },
    staleTime: HOUR,
    gcTime: HOUR,
  });
  const lines = query.data?.lines;
  return Array.isArray(lines) && lines.length > 0 ? lines : CRISIS_LINES;
}
