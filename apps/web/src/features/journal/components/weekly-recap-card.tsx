import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { useWeeklySummary } from '../api';
import { AiLabel } from './ai-label';
import { useEmotionName } from './analysis-block';

/** The weekly recap (spec 001 §2): summary, tone tags and the week, or the placeholder. */
export function WeeklyRecapCard({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const weekly = useWeeklySummary(signedIn);
  const name = useEmotionName();
  const recap = weekly.data;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <CalendarHeart aria-hidden="true" className="size-4 text-primary" />
        {t('journal.weekly.title')}
        {recap ? <AiLabel /> : null}
      </h2>
      {recap ? (
        <>
          <p className="text-xs text-muted-foreground">
            {t('journal.weekly.weekOf', {
              date: new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
                dateStyle: 'medium',
              }).format(new Date(`${recap.weekStart}T12:00:00`)),
            })}
          </p>
          <p className="text-sm leading-relaxed break-keep">{recap.summary}</p>
          {recap.toneTags.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {recap.toneTags.map((tag) => (
                <li key={tag} className="rounded-full bg-accent px-2.5 py-1 text-xs text-accent-foreground">
                  #{name(tag)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {weekly.isError ? t('journal.weekly.failed') : t('journal.weekly.placeholder')}
        </p>
      )}
    </Card>
  );
}
