import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/use-theme';
import { cn } from '../lib/cn';
import { buttonVariants } from './button';

interface ThemeToggleProps {
  /** Show "Dark mode" next to the icon (menus); the icon alone keeps the same accessible name. */
  showLabel?: boolean;
  className?: string;
  /** Instead of switching this browser only (e.g. also save it for a signed-in user). */
  onToggle?: (dark: boolean) => void;
}

export function ThemeToggle({ showLabel = false, className, onToggle }: ThemeToggleProps) {
  const { t } = useTranslation();
  const { isDark, toggle } = useTheme();
  const label = t('theme.darkMode');

  return (
    <button
      type="button"
      aria-pressed={isDark}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      onClick={onToggle ? () => onToggle(!isDark) : toggle}
      className={cn(buttonVariants({ variant: 'ghost', size: showLabel ? 'md' : 'icon' }), className)}
    >
      {isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
