import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSaveDisplayPreference } from '../../../features/settings/use-display-preference';
import { LANGUAGES } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../lib/cn';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/button';

/**
 * The sidebar's English/Korean and dark/light switches (spec doc 2 §2). They look like the public
 * pages' switches, but a signed-in user's choice is also saved to their preferences, where the
 * settings page and their next sign-in on any browser read it.
 */
export function DisplayToggles({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { isDark } = useTheme();
  const save = useSaveDisplayPreference();

  return (
    <div
      className={cn('flex items-center gap-2 border-t pt-4', collapsed ? 'flex-col' : 'justify-between px-1')}
    >
      <div
        role="group"
        aria-label={t('language.label')}
        className={cn('inline-flex rounded-full border p-0.5', collapsed && 'flex-col rounded-2xl')}
      >
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={language === code}
            aria-label={t(`language.names.${code}`)}
            onClick={() => code !== language && save({ language: code })}
            className={cn(
              'h-8 min-w-11 rounded-full px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              language === code
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {t(`language.footerCodes.${code}`)}
          </button>
        ))}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={isDark}
        aria-label={t('theme.darkMode')}
        title={t('theme.darkMode')}
        onClick={() => save({ darkMode: !isDark })}
      >
        {isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
      </Button>
    </div>
  );
}
