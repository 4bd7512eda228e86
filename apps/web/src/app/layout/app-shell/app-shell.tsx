import * as Dialog from '@radix-ui/react-dialog';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SocialSignInNotice } from '../../../features/auth';
import { PlanBadge } from '../../../features/billing';
import { usePageVisitTracking } from '../../../features/page-visits';
import { useApplySavedPreferences } from '../../../features/settings';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { LazyToaster } from '../../../shared/ui/lazy-toaster';
import { BrandLink } from '../brand-link';
import { NavigationProgress } from '../navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { LeaveSessionGuard } from './leave-session-guard';
import { SidebarNav } from './sidebar-nav';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { DialogTitle } from '../../../shared/ui/dialog-frame';

/**
 * Layout of the signed-in pages (spec doc 1 §2): a sidebar, wide (w-64) or narrow (w-16, icons only),
 * from 768 px up; below that a top bar whose menu button opens the same navigation as a drawer.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerOnKey, setDrawerOnKey] = useState<string | null>(null);
  const drawerOpen = drawerOnKey === location.key;
  usePageVisitTracking();
  useApplySavedPreferences();

  return (
    <LeaveSessionGuard>
      <div className="flex min-h-dvh">
        <SkipLink />
        <NavigationProgress />

        <aside
          data-collapsed={collapsed}
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card text-card-foreground transition-[width] duration-200 motion-reduce:transition-none md:flex',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <div
            className={cn(
              'flex h-16 items-center gap-2 border-b px-3',
              collapsed ? 'justify-center' : 'justify-between',
            )}
          >
            {collapsed ? null : (
              <div className="flex min-w-0 items-center gap-2">
                <BrandLink className="px-1" />
                <PlanBadge />
              </div>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={!collapsed}
              aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
              title={collapsed ? t('shell.expand') : t('shell.collapse')}
              onClick={toggleCollapsed}
            >
              {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            </Button>
          </div>
          <SidebarNav collapsed={collapsed} />
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:hidden">
            <Dialog.Root
              open={drawerOpen}
              onOpenChange={(open) => setDrawerOnKey(open ? location.key : null)}
            >
              <Dialog.Trigger asChild>
                <Button variant="ghost" size="icon" aria-label={t('shell.openMenu')}>
                  <Menu aria-hidden="true" />
                </Button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
                {/* Radix traps focus inside, closes on Escape and returns focus to the menu button. */}
                <Dialog.Content
                  aria-describedby={undefined}
                  className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col border-r bg-card text-card-foreground shadow-xl focus:outline-none md:hidden"
                >
                  <div className="flex h-14 items-center justify-between gap-2 border-b px-3">
                    <DialogTitle className="sr-only">{t('shell.menuTitle')}</DialogTitle>
                    <BrandLink className="px-1" />
                    <Dialog.Close asChild>
                      <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                        <X aria-hidden="true" />
                      </Button>
                    </Dialog.Close>
                  </div>
                  <SidebarNav collapsed={false} onNavigate={() => setDrawerOnKey(null)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <BrandLink />
            <PlanBadge className="ml-auto" />
          </header>

          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Outlet />
          </main>
        </div>

        <LazyToaster />
        <SocialSignInNotice />
        <ScrollRestoration />
      </div>
    </LeaveSessionGuard>
  );
}
