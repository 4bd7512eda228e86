import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SocialSignInNotice } from '../../features/auth/components/social-sign-in-notice';
import { NavigationProgress } from './navigation-progress';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The toast library loads after the page, not with it; toasts raised before it arrives still show
// (sonner hands a new <Toaster> the toasts that are already active).
const Toaster = lazy(async () => ({ default: (await import('../ui/toaster')).Toaster }));

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <PublicFooter />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <SocialSignInNotice />
      <ScrollRestoration />
    </div>
  );
}
