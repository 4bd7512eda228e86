import { Outlet, ScrollRestoration } from 'react-router';
import { SocialSignInNotice } from '../../features/auth';
import { NavigationProgress } from './navigation-progress';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { LazyToaster } from '../../shared/ui/lazy-toaster';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
      <LazyToaster />
      <SocialSignInNotice />
      <ScrollRestoration />
    </div>
  );
}
