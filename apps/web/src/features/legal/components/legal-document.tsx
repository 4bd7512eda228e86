import { CRISIS_LINES } from '@maeum/api-types';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { CrisisResources } from '../../safety';
import { LEGAL_PAGES, type LegalPageKey } from '../legal-constants';

const sectionId = (language: Language) => `legal-${language}`;

type LegalDocumentProps = {
  page: LegalPageKey;
  /** The Korean text; always shown first. */
  ko: ReactNode;
  /** The English text; always shown second. */
  en: ReactNode;
};

/**
 * A legal page: the text is bilingual, Korean then English, whatever the UI language. The chrome
 * (title, h1, the jump link, the links to the other documents) follows the UI language.
 */
export function LegalDocument({ page, ko, en }: LegalDocumentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = t(`legal.pages.${page}`);

  // An English reader jumps past the Korean version; a Korean reader gets a link back to the top of theirs.
  const jumpTarget = sectionId(language);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(jumpTarget);
    if (!target) return;
    // Focus the section directly: a bare "#legal-en" would also go through the router as a navigation.
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · ${t('app.name')}`}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-keep sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-prose text-muted-foreground break-keep">{t('legal.bilingualNote')}</p>
        <a
          href={`#${jumpTarget}`}
          onClick={jump}
          className="mt-3 inline-flex min-h-11 items-center rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('legal.jumpToOther')}
        </a>
      </header>

      {/* The built-in list: these public pages load no query client (the same list the server sends). */}
      <CrisisResources lines={CRISIS_LINES} className="mt-6" />

      <LanguageVersion language="ko" page={page}>
        {ko}
      </LanguageVersion>
      <LanguageVersion language="en" page={page}>
        {en}
      </LanguageVersion>

      <nav aria-label={t('legal.otherDocuments')} className="mt-12 border-t pt-6">
        <ul className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          {LEGAL_PAGES.map((doc) => (
            <li key={doc.to}>
              <Link
                to={doc.to}
                aria-current={doc.key === page ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
              >
                {t(`legal.pages.${doc.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** One language version: its own h2 and "last updated" line, in that language. */
function LanguageVersion({
  language,
  page,
  children,
}: {
  language: Language;
  page: LegalPageKey;
  children: ReactNode;
}) {
  // Only the visitor's language is loaded up front: this loads the other one for its version,
  // and shows the heading once it is in (never the bare keys).
  const { t: tr, ready } = useTranslation(undefined, { lng: language });
  const id = sectionId(language);

  return (
    <section
      id={id}
      lang={language}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-12 scroll-mt-20 outline-none"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance break-keep">
        {ready ? tr(`legal.pages.${page}`) : null}
      </h2>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {ready ? tr('legal.lastUpdated', { date: tr('legal.updatedDate') }) : null}
      </p>
      <div className="mt-6 max-w-prose leading-relaxed break-keep">{children}</div>
    </section>
  );
}
