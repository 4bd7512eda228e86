import { pageVisitsRoutes, statisticsRoutes } from '@maeum/api-types';
import { PageVisitDto } from '../rpc/statistics.dto';
import { bindEndpoints } from './endpoint';

/** Page visits one person may send a minute: one per page stayed on 3 s, never a stream. */
export const PAGE_VISITS_PER_MINUTE = 30;

// Both answers are sent on as the journal wrote them (no parse and re-serialise in the gateway).
export const statisticsEndpoints = bindEndpoints(statisticsRoutes, {
  stats: {
    rpc: 'journal.profile.stats',
    cache: 'no-store',
    rawJson: true,
    summary: "The profile's statistics: sessions, mood score, habit streak, usage, activity",
    answer:
      'Overview (total sessions, mood score or null, habit streak), usage of the plan, the latest week of habits and the activity feed (up to 5)',
  },
  insights: {
    rpc: 'journal.insights.overview',
    cache: 'no-store',
    rawJson: true,
    summary: 'Insights over time: moods, rhythm, habits beside better days, themes, boosters',
    answer:
      'Mood by day, the week’s rhythm, habits beside better days, journal themes and boosters: Pro everything, other plans the last 7 days',
  },
});

export const pageVisitsEndpoints = bindEndpoints(pageVisitsRoutes, {
  visit: {
    rpc: 'auth.me.page-visit',
    body: PageVisitDto,
    idempotent: 'auth',
    status: 200,
    rateLimit: {
      name: 'page-visits',
      perMinute: PAGE_VISITS_PER_MINUTE,
      message: 'Too many page visits. Please slow down.',
    },
    summary: 'Record a visit to the dashboard or insights (kept only with analytics consent)',
    answer: '{ recorded }: false when the caller’s analytics consent is off (nothing kept)',
  },
});
