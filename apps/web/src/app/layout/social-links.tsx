import { useTranslation } from 'react-i18next';

const socials = [
  { key: 'instagram', href: 'https://www.instagram.com/maeum.app', name: 'Instagram' },
  { key: 'tiktok', href: 'https://www.tiktok.com/@maeum.app', name: 'TikTok' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/maeum-app', name: 'LinkedIn' },
] as const;

/** Social links and the built-by line of the public footer. */
export function SocialLinks() {
  const { t } = useTranslation();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-4 border-t px-4 py-6 sm:flex-row sm:px-6">
      <p className="text-sm text-muted-foreground">{t('landing.footer.builtBy')}</p>
      <nav aria-label={t('landing.footer.social')}>
        <ul className="flex gap-2">
          {socials.map(({ key, href, name }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`landing.footer.${key}`)}
                className="inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
