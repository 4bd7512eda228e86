import { ArrowRight, MessageCircleHeart, NotebookPen, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth, useMe, useTone } from '../auth';
import { DashboardPlanCard } from '../billing';
import { DashboardTalkCard } from '../companion';
import { DashboardHabitsCard } from '../habits';
import { DashboardActivityCard } from '../insights';
import { DashboardMentorCard } from '../mentor';
import { DashboardJournalCard } from '../journal';
import { DashboardBoosterCard } from '../mood-boosters';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { Spinner } from '../../shared/ui/spinner';
import { timeOfDay } from './greeting';

type QuickStartKey = 'talk' | 'journal' | 'moodBoosters';

const QUICK_STARTS: readonly { key: QuickStartKey; to: string; icon: LucideIcon }[] = [
  { key: 'talk', to: '/therapy', icon: MessageCircleHeart },
  { key: 'journal', to: '/journal', icon: NotebookPen },
  { key: 'moodBoosters', to: '/mood-boosters', icon: Sparkles },
];

// Signed-in home; nothing here shows a number that is not real.
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const me = useMe();
  const tone = useTone();

  if (me.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner size="lg" label={t('a11y.loading')} />
      </div>
    );
  }

  const name = me.data?.profile?.fullName || user?.fullName || t('dashboard.greeting.fallbackName');
  // Until /api/me answers (or if it fails) the prompt stays hidden rather than nagging by mistake.
  const showOnboarding = me.data?.preferences?.hasOnboarded === false;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t(`dashboard.greeting.${tone}.${timeOfDay()}`, { name })}
        </h1>
        <p className="text-muted-foreground">{t(`dashboard.greeting.${tone}.subtitle`)}</p>
      </header>

      {showOnboarding ? (
        <Card className="flex flex-col gap-4 border-primary/30 bg-accent/40 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold tracking-tight">{t('dashboard.onboarding.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('dashboard.onboarding.description')}</p>
          </div>
          <Button asChild className="self-start sm:self-auto">
            <Link to="/onboarding">
              {t('dashboard.onboarding.action')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardTalkCard />
        <DashboardHabitsCard />
        <DashboardJournalCard />
        <DashboardBoosterCard />
        <DashboardPlanCard />
        <DashboardActivityCard />
        <DashboardMentorCard />
      </div>

      <section aria-labelledby="quick-starts-title" className="flex flex-col gap-4">
        <h2 id="quick-starts-title" className="text-lg font-semibold tracking-tight">
          {t('dashboard.quickStarts.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {QUICK_STARTS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold">{t(`dashboard.quickStarts.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`dashboard.quickStarts.${key}.description`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
