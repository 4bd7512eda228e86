import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth, useMe } from '../../../features/auth';
import { cn } from '../../../shared/lib/cn';
import { DisplayToggles } from './display-toggles';
import { useLeaveGuard } from '../../../shared/lib/leave-guard-context';
import { ACCOUNT_ITEMS, ADMIN_ITEM, MAIN_ITEMS, type ShellNavItem } from './nav-items';

interface SidebarNavProps {
  /** Narrow sidebar: icons only, the label stays the accessible name and shows as a tooltip. */
  collapsed: boolean;
  /** Called when an item is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

const itemClass =
  'group relative flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0';

/** The shell's navigation: main items, the account group with Logout, then language and theme. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const isAdmin = useMe().data?.isAdmin === true;

  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-4 px-2 py-4',
        // Narrow: no scroll container, which would clip the tooltips beside the icons.
        collapsed ? 'overflow-visible' : 'overflow-y-auto',
      )}
    >
      <nav aria-label={t('shell.navLabel')}>
        <ItemList items={MAIN_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <nav aria-label={t('shell.accountLabel')} className="mt-auto border-t pt-4">
        <ItemList
          items={isAdmin ? [...ACCOUNT_ITEMS, ADMIN_ITEM] : ACCOUNT_ITEMS}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <LogoutButton collapsed={collapsed} />
      </nav>
      <DisplayToggles collapsed={collapsed} />
    </div>
  );
}

function ItemList({
  items,
  collapsed,
  onNavigate,
}: {
  items: readonly ShellNavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1">
      {items.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          {/* NavLink sets aria-current="page" on the item matching the path (and its sub-paths). */}
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                itemClass,
                collapsed && 'justify-center px-0',
                isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary',
              )
            }
          >
            <Icon aria-hidden="true" />
            <ItemLabel collapsed={collapsed}>{t(`shell.items.${key}`)}</ItemLabel>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function ItemLabel({ collapsed, children }: { collapsed: boolean; children: string }) {
  if (!collapsed) return <span className="truncate">{children}</span>;
  return (
    <>
      <span className="sr-only">{children}</span>
      {/* Tooltip for pointer and keyboard users; the sr-only text above is the accessible name. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-full z-50 ml-3 -translate-y-1/2 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {children}
      </span>
    </>
  );
}

function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const { confirmLeave } = useLeaveGuard();
  const [signingOut, setSigningOut] = useState(false);

  const logout = () =>
    confirmLeave(async () => {
      setSigningOut(true);
      try {
        // Goes to / itself.
        await signOut();
      } finally {
        setSigningOut(false);
      }
    });

  return (
    <button
      type="button"
      onClick={logout}
      disabled={signingOut}
      className={cn(itemClass, 'mt-1 disabled:opacity-50', collapsed && 'justify-center px-0')}
    >
      <LogOut aria-hidden="true" />
      <ItemLabel collapsed={collapsed}>{t('shell.items.logout')}</ItemLabel>
    </button>
  );
}
