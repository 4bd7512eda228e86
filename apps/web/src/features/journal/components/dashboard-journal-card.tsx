import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import { useDailyPrompt } from '../api';
import { QuickEntryDialog } from './quick-entry-dialog';
import '../translations';

/** The dashboard's journal card: today's prompt and a way in (the daily prompt on the dashboard). */
export function DashboardJournalCard() {
  const { t } = useTranslation();
  const prompt = useDailyPrompt(true);
  return (
    <DashboardCard
      icon={NotebookPen}
      title={t('journal.dashboard.title')}
      description={t('journal.dashboard.description')}
    >
      <div className="rounded-xl bg-muted/50 p-4 text-sm">
        <p className="text-xs font-medium text-muted-foreground">{t('journal.prompt.title')}</p>
        <p className="mt-1 font-medium break-keep">
          {prompt.data?.prompt ?? (prompt.isError ? t('journal.prompt.fallbackLoad') : t('a11y.loading'))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/journal">{t('journal.dashboard.write')}</Link>
        </Button>
        <QuickEntryDialog />
      </div>
    </DashboardCard>
  );
}
