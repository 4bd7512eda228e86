import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../lib/cn';

interface LanguageToggleProps {
  className?: string;
  /** Instead of switching this browser only (e.g. also save it for a signed-in user). */
  onSelect?: (language: Language) => void;
}

/** Two-button EN | KR switch (footer, mobile menu, sidebar). */
export function LanguageToggle({ className, onSelect }: LanguageToggleProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const select = onSelect ?? setLanguage;

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-full border p-0.5', className)}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          // The name holds the visible code too (WCAG 2.5.3, label in name): "English, EN".
          aria-label={`${t(`language.names.${code}`)}, ${t(`language.footerCodes.${code}`)}`}
          onClick={() => code !== language && select(code)}
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
  );
}
