import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/use-auth';
import type en from '../../i18n/en.json';
import { Button } from './button';
import { Card } from './card';
import { EmptyState, type EmptyStateKind } from './empty-state';

export type ComingSoonPage = keyof (typeof en)['comingSoon']['pages'];

// The pages that will list what a person keeps: their empty state's illustration already.
const ILLUSTRATED: Partial<Record<ComingSoonPage, EmptyStateKind>> = {
  journal: 'journal',
  moodBoosters: 'boosters',
};

/** Stands in for a page that is declared in routes.tsx but not built yet. */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation();
  // Home is the dashboard once signed in (the sidebar's Home), the landing page before.
  const { status } = useAuth();
  const home = status === 'signed-in' ? '/dashboard' : '/';
  const illustration = ILLUSTRATED[page];

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
        <p className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
          {t('comingSoon.badge')}
        </p>
        {illustration ? (
          <EmptyState
            kind={illustration}
            headingLevel={1}
            title={t(`comingSoon.pages.${page}`)}
            description={t('comingSoon.description')}
          />
        ) : (
          <>
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Construction aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-balance">
              {t(`comingSoon.pages.${page}`)}
            </h1>
            <p className="text-muted-foreground">{t('comingSoon.description')}</p>
          </>
        )}
        <Button asChild variant="outline" className="mt-2">
          <Link to={home}>{t('comingSoon.home')}</Link>
        </Button>
      </Card>
    </section>
  );
}
