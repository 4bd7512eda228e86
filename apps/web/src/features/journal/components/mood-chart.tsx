import type { JournalEntryMood, JournalInsightsView } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A colour per mood, from the theme's palette, so the chart reads in light and dark. */
const MOOD_COLOURS: Record<string, string> = {
  happy: 'var(--color-chart-1, #f59e0b)',
  excited: 'var(--color-chart-1, #f59e0b)',
  grateful: 'var(--color-chart-2, #10b981)',
  calm: 'var(--color-chart-2, #10b981)',
  sad: 'var(--color-chart-3, #6366f1)',
  confused: 'var(--color-chart-4, #a855f7)',
  anxious: 'var(--color-chart-5, #f97316)',
  angry: 'var(--color-destructive, #ef4444)',
};

/** Insights mode's chart: entries a day over the last 30 days, each bar the colour of the day's mood. */
export default function MoodChart({ days }: { days: JournalInsightsView['moodByDay'] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    month: 'short',
    day: 'numeric',
  });
  const data = days.map((d) => ({
    ...d,
    label: format.format(new Date(`${d.date}T12:00:00`)),
    moodName: d.mood ? t(`journal.moods.${d.mood as JournalEntryMood}`) : '',
  }));
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              contentStyle={{
                background: 'var(--color-card)',
                border: '1px solid var(--color-border)',
                borderRadius: 8,
              }}
              formatter={(value, _name, item) => [
                t('journal.stats.entriesOn', { count: Number(value) }),
                (item.payload as { moodName: string }).moodName,
              ]}
            />
            <Bar dataKey="entries" radius={[4, 4, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.date} fill={MOOD_COLOURS[d.mood ?? ''] ?? 'var(--color-primary)'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The same numbers for a screen reader. */}
      <figcaption className="sr-only">
        <ul>
          {data.map((d) => (
            <li key={d.date}>
              {d.label}: {t('journal.stats.entriesOn', { count: d.entries })}
              {d.moodName ? `, ${d.moodName}` : ''}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
