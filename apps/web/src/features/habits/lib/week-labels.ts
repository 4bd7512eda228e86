import type { HabitsView } from '@maeum/api-types';

/** The latest 7 days with their short weekday name in the reader's language. */
export function weekWithLabels(week: HabitsView['week'], language: string) {
  const format = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { weekday: 'short' });
  return week.map((day) => ({ ...day, label: format.format(new Date(`${day.date}T12:00:00`)) }));
}
