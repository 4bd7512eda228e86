import { LogOut, Menu, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth';
import { Button, type ButtonProps } from '../../shared/ui/button';
import { LanguageMenu } from '../../shared/ui/language-menu';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { BrandLink } from './brand-link';

export function PublicHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOnKey(null);
    toggleRef.current?.focus();
  };

  return (
    <header
      onKeyDown={closeOnEscape}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />

        <div className="hidden items-center gap-1 md:flex">
          <LanguageMenu />
          <ThemeToggle />
          <AccountActions className="ml-2" secondary="ghost" />
        </div>

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t px-4 pt-3 pb-5 sm:px-6 md:hidden">
        <div className="flex items-center justify-between gap-2">
          <LanguageMenu />
          <ThemeToggle showLabel />
        </div>
        <div className="mt-4 grid gap-2">
          <AccountActions size="lg" secondary="outline" />
        </div>
      </div>
    </header>
  );
}

interface AccountActionsProps {
  size?: ButtonProps['size'];
  secondary: ButtonProps['variant'];
  className?: string;
}

/** Login and Sign Up for visitors; Dashboard and Logout when signed in; nothing while that is unknown. */
function AccountActions({ size, secondary, className }: AccountActionsProps) {
  const { t } = useTranslation();
  const { status, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading') return null;
  if (status === 'signed-in') {
    const logout = async () => {
      setSigningOut(true);
      try {
        await signOut();
      } finally {
        setSigningOut(false);
      }
    };
    return (
      <>
        <Button asChild variant={secondary} size={size} className={className}>
          <Link to="/dashboard">{t('header.dashboard')}</Link>
        </Button>
        <Button size={size} onClick={() => void logout()} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          {t('header.logout')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild variant={secondary} size={size} className={className}>
        <Link to="/enhanced-login">{t('header.login')}</Link>
      </Button>
      <Button asChild size={size}>
        <Link to="/signup">{t('header.signup')}</Link>
      </Button>
    </>
  );
}
