import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SocialSignInNotice } from '../../features/auth/components/social-sign-in-notice';
import { NavigationProgress } from './navigation-progress';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The toast library loads once the page has painted, not with it (it would compete with the page's
// own chunks on a slow connection); toasts raised before it arrives still show (sonner hands a new
// <Toaster> the toasts that are already active).
const Toaster = lazy(async () => ({ default: (await import('../ui/toaster')).Toaster }));

function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A timer set in an animation frame fires after that frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function PublicLayout() {
  const painted = usePaintedOnce();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <PublicFooter />
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <SocialSignInNotice />
      <ScrollRestoration />
    </div>
  );
}
