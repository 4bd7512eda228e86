import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import '../translations';

/** The way into the weekly review (mentor support), on the dashboard and Insights, for Pro. */
export function MentorCard({ goal }: { goal?: string | null }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 p-6" role="region" aria-labelledby="mentor-card-title">
      <div className="flex items-center gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Compass aria-hidden="true" className="size-5" />
        </span>
        <h2 id="mentor-card-title" className="text-lg font-semibold tracking-tight">
          {t('mentor.card.title')}
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">
        {goal ? t('mentor.card.goal', { goal }) : t('mentor.card.body')}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/mentor">{t('mentor.card.open')}</Link>
      </Button>
    </Card>
  );
}
