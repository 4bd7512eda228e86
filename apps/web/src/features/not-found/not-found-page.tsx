import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-primary/70">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
