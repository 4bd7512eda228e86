import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import { Spinner } from '../../../shared/ui/spinner';
import { useProfileStats } from '../api';
import { ActivityFeed } from './activity-feed';
import '../translations';

/** The dashboard's "recent activity": the profile's feed of up to 5 items. */
export function DashboardActivityCard() {
  const { t } = useTranslation();
  const stats = useProfileStats();
  return (
    <DashboardCard icon={History} title={t('insights.activity.title')}>
      {stats.data ? (
        <ActivityFeed items={stats.data.activity} />
      ) : stats.isError ? (
        <p role="alert" className="text-sm">
          {t('insights.profile.loadFailed')}
        </p>
      ) : (
        <Spinner label={t('a11y.loading')} />
      )}
    </DashboardCard>
  );
}
