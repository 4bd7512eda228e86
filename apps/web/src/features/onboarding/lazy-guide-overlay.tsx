import { lazy, type ComponentProps } from 'react';
import type { GuideOverlay } from './guide-overlay';

/**
 * The guide, loaded only when a visitor asks for it: it brings Radix Dialog, the context form and
 * TanStack Query (which its form saves through), none of which the landing page needs. Render it
 * inside a Suspense boundary.
 */
export const LazyGuideOverlay = lazy(async () => {
  const [{ GuideOverlay: Guide }, { QueryBoundary }] = await Promise.all([
    import('./guide-overlay'),
    import('../../shared/api/query-boundary'),
  ]);
  return {
    default: (props: ComponentProps<typeof GuideOverlay>) => (
      <QueryBoundary>
        <Guide {...props} />
      </QueryBoundary>
    ),
  };
});
