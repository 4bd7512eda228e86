import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The toast area of a layout, fetched and mounted with the first toast (see ./toast). */
export function LazyToaster() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
