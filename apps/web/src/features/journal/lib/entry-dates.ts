/** Spec 001 §9: titles cut at 40 characters (37 and an ellipsis), relative dates up to 7 days. */
export const TITLE_MAX = 40;

export function cardTitle(title: string | null, content: string): string {
  const text = title?.trim() || content.trim().split('\n')[0]!.trim();
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 3)}…` : text;
}

/** Whole calendar days between the entry and now, in the reader's zone. */
export function daysAgo(iso: string, now = new Date()): number {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((day(now) - day(new Date(iso))) / 86_400_000);
}

export type RelativeDay =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'days'; count: number }
  | { kind: 'date'; text: string };

export function relativeDay(iso: string, language: string, now = new Date()): RelativeDay {
  const days = daysAgo(iso, now);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= 7) return { kind: 'days', count: days };
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium' }).format(
      new Date(iso),
    ),
  };
}
