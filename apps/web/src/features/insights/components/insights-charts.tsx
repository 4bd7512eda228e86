import type { InsightsView } from '@maeum/api-types';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';

const NEUTRAL = '#8b93a7';
// Mid-tones that read on the light and the dark card alike (SVG attributes take no CSS variables).
const LINE = '#7c6cf0';
const SECOND = '#2bb3a3';

/** Feeling after sessions by day (1–10); the page lists the same numbers in a table. */
export function MoodChart({ days }: { days: InsightsView['moodDays'] }) {
  const data = days
    .filter((day) => day.rating !== null)
    .map((day) => ({ date: day.date.slice(5), rating: day.rating }));
  return (
    <div className="h-52 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={NEUTRAL} strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="date" tick={{ fontSize: 11, fill: NEUTRAL }} />
          <YAxis domain={[1, 10]} allowDecimals={false} tick={{ fontSize: 11, fill: NEUTRAL }} />
          <Line type="monotone" dataKey="rating" stroke={LINE} strokeWidth={2} dot={{ r: 3 }} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Average feeling after sessions week by week (the whole window); the page lists them in a table. */
export function MoodWeeksChart({ weeks }: { weeks: InsightsView['moodWeeks'] }) {
  const data = weeks
    .filter((week) => week.rating !== null)
    .map((week) => ({ week: week.weekStart.slice(5), rating: week.rating }));
  return (
    <div className="h-44 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={NEUTRAL} strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="week" tick={{ fontSize: 11, fill: NEUTRAL }} />
          <YAxis domain={[1, 10]} allowDecimals={false} tick={{ fontSize: 11, fill: NEUTRAL }} />
          <Line type="monotone" dataKey="rating" stroke={SECOND} strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Sessions and journal entries by weekday; the page lists the same numbers in a table. */
export function WeekChart({
  week,
  labels,
  names,
}: {
  week: InsightsView['week'];
  labels: string[];
  names: { sessions: string; entries: string };
}) {
  const data = week.map((day) => ({
    label: labels[day.weekday - 1],
    sessions: day.sessions,
    entries: day.entries,
  }));
  return (
    <div className="h-52 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={NEUTRAL} strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: NEUTRAL }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: NEUTRAL }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="sessions" name={names.sessions} fill={LINE} radius={[4, 4, 0, 0]} />
          <Bar dataKey="entries" name={names.entries} fill={SECOND} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
