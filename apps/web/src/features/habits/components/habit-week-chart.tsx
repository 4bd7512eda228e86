import { HABIT_ITEMS_PER_DAY, type HabitsView } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { weekWithLabels } from '../lib/week-labels';

const NEUTRAL = '#8b93a7';
// A mid-tone that reads on the light and the dark card alike (SVG attributes take no CSS variables).
const BAR = '#7c6cf0';

/** The latest 7 days by weekday, n of 7 each (the page lists the same numbers for a screen reader). */
export default function HabitWeekChart({ week }: { week: HabitsView['week'] }) {
  const { i18n } = useTranslation();
  const data = weekWithLabels(week, i18n.language);
  return (
    <div className="h-48 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={NEUTRAL} strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: NEUTRAL }} />
          <YAxis
            domain={[0, HABIT_ITEMS_PER_DAY]}
            allowDecimals={false}
            tick={{ fontSize: 11, fill: NEUTRAL }}
          />
          <Bar dataKey="done" fill={BAR} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
