import type { JournalEntryMood, JournalInsightsView } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * A colour per mood, mid-tones that read on the light and the dark card alike (SVG attributes take
 * no CSS variables).
 */
const MOOD_COLOURS: Record<string, string> = {
  happy: '#f0a830',
  excited: '#f0a830',
  grateful: '#3fae8c',
  calm: '#3fae8c',
  sad: '#6c7ee1',
  confused: '#a77bd6',
  anxious: '#e8875a',
  angry: '#d9605f',
};
const NEUTRAL = '#8b93a7';
const OTHER = '#7c6cf0';

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
            <CartesianGrid strokeDasharray="3 3" stroke={NEUTRAL} strokeOpacity={0.3} vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: NEUTRAL }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: NEUTRAL }} />
            <Tooltip
              cursor={{ fill: NEUTRAL, fillOpacity: 0.12 }}
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
                <Cell key={d.date} fill={MOOD_COLOURS[d.mood ?? ''] ?? OTHER} />
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
