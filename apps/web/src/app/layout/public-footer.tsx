import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { BrandLink } from './brand-link';
import { SocialLinks } from './social-links';

const legalLinks = [
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacyPolicy' },
  { to: '/ai-disclaimer', key: 'footer.aiDisclaimer' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();

  return (
    <footer className="border-t bg-muted/40">
      <SocialLinks />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <BrandLink className="self-start text-lg" />
          <p className="text-sm text-muted-foreground">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>

        <nav aria-label={t('footer.legal')}>
          {/* Stacked on a phone, each a full 40 px row to tap. */}
          <ul className="flex flex-col text-sm sm:flex-row sm:gap-6">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-0"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div role="group" aria-label={t('footer.preferences')} className="flex items-center gap-2">
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
