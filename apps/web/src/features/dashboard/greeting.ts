export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** 5–11 morning, 12–17 afternoon, 18–21 evening, otherwise night (local time). */
export function timeOfDay(date: Date = new Date()): TimeOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}
