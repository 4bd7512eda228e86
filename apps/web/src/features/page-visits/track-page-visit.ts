import { api } from '../../shared/api/endpoints';

// Page visits (spec 000): sent to the server, which keeps them only while the person's analytics
// consent is on; nothing goes to a third party.

/** Tells the server about one visit; a visit is not worth an error, so a failure is dropped. */
export function trackPageVisit(path: string): void {
  api.pageVisits.visit({ path }).catch(() => undefined);
}
