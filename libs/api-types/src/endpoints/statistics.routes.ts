import type { InsightsView, PageVisitInput, PageVisitView, ProfileStatsView } from '../statistics';
import { route } from './route';

/** The profile's statistics and the insights (owned by the journal service). */
export const statisticsRoutes = {
  stats: route<void, ProfileStatsView>()('GET', '/profile/stats'),
  insights: route<void, InsightsView>()('GET', '/insights'),
};

/** Page visits (spec 000): kept by auth only while the person's analytics consent is on. */
export const pageVisitsRoutes = {
  visit: route<PageVisitInput, PageVisitView>()('POST', '/page-visits'),
};
