import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useProfileStats } from '../api';
import { ActivityFeed } from './activity-feed';
import '../translations';

/** The dashboard's "recent activity": the profile's feed of up to 5 items. */
export function DashboardActivityCard() {
  const { t } = useTranslation();
  const stats = useProfileStats();
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="activity-card-title" role="region">
      <div className="flex items-center gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <History aria-hidden="true" className="size-5" />
        </span>
        <h2 id="activity-card-title" className="text-lg font-semibold tracking-tight">
          {t('insights.activity.title')}
        </h2>
      </div>
      {stats.data ? (
        <ActivityFeed items={stats.data.activity} />
      ) : stats.isError ? (
        <p role="alert" className="text-sm">
          {t('insights.profile.loadFailed')}
        </p>
      ) : (
        <Spinner label={t('a11y.loading')} />
      )}
    </Card>
  );
}
