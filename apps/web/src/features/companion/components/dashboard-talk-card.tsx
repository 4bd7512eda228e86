import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import { useLastSession } from '../api';
import { formatStarted, MoodTags } from './session-card';
import '../translations';

/** The dashboard's companion card: start talking, and the last session with its mood tags. */
export function DashboardTalkCard() {
  const { t, i18n } = useTranslation();
  const last = useLastSession();
  return (
    <DashboardCard
      icon={MessageCircleHeart}
      title={t('companion.dashboard.title')}
      description={t('companion.dashboard.description')}
    >
      <div className="rounded-xl bg-muted/50 p-4 text-sm">
        {last.data ? (
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium text-muted-foreground">
              {t('companion.dashboard.last')} · {formatStarted(last.data.startedAt, i18n.language)}
            </p>
            <p className="font-medium">{last.data.title}</p>
            <MoodTags tags={last.data.moodTags} />
          </div>
        ) : last.isPending ? (
          <span className="text-muted-foreground">{t('a11y.loading')}</span>
        ) : (
          <span className="text-muted-foreground">{t('companion.dashboard.none')}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/therapy">{t('companion.dashboard.start')}</Link>
        </Button>
        {last.data ? (
          <Button asChild variant="outline">
            <Link to="/sessions">{t('companion.dashboard.history')}</Link>
          </Button>
        ) : null}
      </div>
    </DashboardCard>
  );
}
