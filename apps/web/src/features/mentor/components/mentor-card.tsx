import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import '../translations';

/** The way into the weekly review (mentor support), on the dashboard and Insights, for Pro. */
export function MentorCard({ goal }: { goal?: string | null }) {
  const { t } = useTranslation();
  return (
    <DashboardCard icon={Compass} title={t('mentor.card.title')} className="gap-3">
      <p className="text-sm text-muted-foreground">
        {goal ? t('mentor.card.goal', { goal }) : t('mentor.card.body')}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/mentor">{t('mentor.card.open')}</Link>
      </Button>
    </DashboardCard>
  );
}
