import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import notFoundUrl from '../../shared/illustrations/not-found.svg';
import { Button } from '../../shared/ui/button';
import { Illustration } from '../../shared/ui/illustration';

export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      {/* A little boat drifting off course; the heading below says what happened. */}
      <Illustration src={notFoundUrl} width={240} height={180} className="w-48 animate-fade-in sm:w-60" />
      <p aria-hidden="true" className="mt-4 text-sm font-semibold tracking-[0.3em] text-muted-foreground">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{t('notFound.title')}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
