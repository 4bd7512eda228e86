import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useDailyPrompt } from '../api';
import { QuickEntryDialog } from './quick-entry-dialog';
import '../translations';

/** The dashboard's journal card: today's prompt and a way in (the daily prompt on the dashboard). */
export function DashboardJournalCard() {
  const { t } = useTranslation();
  const prompt = useDailyPrompt(true);
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <NotebookPen aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold tracking-tight">{t('journal.dashboard.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('journal.dashboard.description')}</p>
        </div>
      </div>
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
    </Card>
  );
}
