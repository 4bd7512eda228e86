import type { PageVisitView } from '@maeum/api-types';
import { http } from '../../shared/api/http';

// Page visits (spec 000): sent to the server, which keeps them only while the person's analytics
// consent is on; nothing goes to a third party.

/** Tells the server about one visit; a visit is not worth an error, so a failure is dropped. */
export function trackPageVisit(path: string): void {
  http.post<PageVisitView>('/page-visits', { path }).catch(() => undefined);
}
