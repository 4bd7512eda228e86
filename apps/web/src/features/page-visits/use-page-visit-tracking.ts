import { isTrackedPath, PAGE_VISIT_DELAY_MS } from '@maeum/api-types';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageVisit } from './track-page-visit';

export { isTrackedPath, PAGE_VISIT_DELAY_MS };

/**
 * Records a visit 3 s after arriving on a dashboard or insights path; leaving earlier cancels it.
 * Mounted once in the signed-in app shell.
 */
export function usePageVisitTracking(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isTrackedPath(pathname)) return;
    const timer = setTimeout(() => trackPageVisit(pathname), PAGE_VISIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
