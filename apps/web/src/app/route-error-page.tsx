import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Last-resort boundary. The usual cause is a route chunk that failed to download (offline, or a
 * deploy replaced it), so the way out is a full reload. Kept free of shared UI so it is in the
 * entry chunk and still renders when the other chunks cannot load.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('routeError.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('routeError.description')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-10 rounded-full bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t('routeError.retry')}
        </button>
        {/* A plain link on purpose: a full page load also fetches a fresh index.html. */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-full border border-input px-5 text-sm font-medium hover:bg-muted"
        >
          {t('routeError.home')}
        </a>
      </div>
    </main>
  );
}
