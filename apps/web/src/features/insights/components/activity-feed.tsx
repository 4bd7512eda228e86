import type { ActivityItem } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import '../translations';

function useActivityLine() {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const line = (item: ActivityItem): string => {
    switch (item.kind) {
      case 'session':
        return item.sessionType === 'voice'
          ? t('insights.activity.session_voice', { minutes: item.minutes ?? 0 })
          : t('insights.activity.session_text', { minutes: item.minutes ?? 0 });
      case 'habits':
        return t('insights.activity.habits', { done: item.done ?? 0, date: item.date ?? '' });
      case 'booster':
        return t('insights.activity.booster', { slug: (item.slug ?? '').replace(/-/g, ' ') });
      case 'journal':
        return t('insights.activity.journal');
      case 'plan':
        return t('insights.activity.plan', { plan: (item.planId ?? '').toUpperCase() });
    }
  };
  return { line, when: (item: ActivityItem) => time.format(new Date(item.at)) };
}

/** Spec 001 §2/§9: up to 5 items (sessions, habit logs, feature uses), or "No recent activity yet." */
export function ActivityFeed({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation();
  const { line, when } = useActivityLine();
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('insights.activity.none')}</p>;
  return (
    <ul className="flex flex-col divide-y" data-testid="activity-feed">
      {items.map((item, index) => (
        <li
          key={`${item.kind}-${item.at}-${index}`}
          className="flex flex-wrap justify-between gap-2 py-2 text-sm"
        >
          <span>{line(item)}</span>
          <time dateTime={item.at} className="text-muted-foreground">
            {when(item)}
          </time>
        </li>
      ))}
    </ul>
  );
}
