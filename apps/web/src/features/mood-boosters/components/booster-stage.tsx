import type { MoodBoosterEventRequest, MoodBoosterSlug } from '@maeum/api-types';
import { Suspense, useCallback } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { moodBoostersApi } from '../api';
import { BOOSTER_WIDGETS } from '../widgets/registry';
import type { BoosterWidgetProps } from '../widgets/widget-types';

/** Loads the booster's own chunk and gives it the way to record what the person does. */
export function BoosterStage({ slug }: { slug: MoodBoosterSlug }) {
  const { t } = useTranslation();
  const Widget = BOOSTER_WIDGETS[slug];
  // spec 001 §8: a failed log only reaches the console.
  const onEvent = useCallback<BoosterWidgetProps['onEvent']>(
    (type, payload, journal) => {
      const event: MoodBoosterEventRequest = { type };
      if (payload) event.payload = payload;
      if (journal?.trim()) event.journal = journal;
      moodBoostersApi
        .event(slug, event)
        .catch((error: unknown) => console.error('Booster event not saved', error));
    },
    [slug],
  );
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6">
          <p>{t('moodBoosters.widgetFailed')}</p>
          <Button variant="outline" onClick={resetErrorBoundary}>
            {t('moodBoosters.retry')}
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner size="lg" label={t('moodBoosters.loading')} />
          </div>
        }
      >
        <Widget onEvent={onEvent} />
      </Suspense>
    </ErrorBoundary>
  );
}
