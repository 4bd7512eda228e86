// Page visits (spec doc 2 §4). There is no server endpoint yet, so for now a visit is kept only in
// this tab's sessionStorage (the last few, newest last); a later issue sends it to the server.

export const PAGE_VISITS_KEY = 'maeum.pageVisits';
const MAX_VISITS = 20;

export interface PageVisit {
  path: string;
  /** ISO time of the visit. */
  visitedAt: string;
}

export function readPageVisits(): PageVisit[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PAGE_VISITS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PageVisit[]) : [];
  } catch {
    return [];
  }
}

export function trackPageVisit(path: string): void {
  const visits = [...readPageVisits(), { path, visitedAt: new Date().toISOString() }].slice(-MAX_VISITS);
  try {
    sessionStorage.setItem(PAGE_VISITS_KEY, JSON.stringify(visits));
  } catch {
    // Storage full or blocked: a visit is not worth an error.
  }
}
