import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageVisit } from './track-page-visit';

/** How long the user has to stay on a page before it counts as a visit. */
export const PAGE_VISIT_DELAY_MS = 3000;

export function isTrackedPath(pathname: string): boolean {
  return pathname.includes('dashboard') || pathname.includes('insights');
}

/**
 * Records a visit 3 s after arriving on a dashboard or insights path; leaving earlier cancels it.
 * Mounted once in the app shell.
 */
export function usePageVisitTracking(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isTrackedPath(pathname)) return;
    const timer = setTimeout(() => trackPageVisit(pathname), PAGE_VISIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
