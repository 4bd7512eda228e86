import { describe, expect, it } from 'vitest';
import { cardTitle, relativeDay } from './entry-dates';

describe('entry cards', () => {
  it('titles with the title, else the first line, cut at 40 characters (37 and an ellipsis)', () => {
    expect(cardTitle('  My day ', 'ignored')).toBe('My day');
    expect(cardTitle(null, 'First line here\nsecond')).toBe('First line here');
    const long = 'x'.repeat(50);
    expect(cardTitle(null, long)).toBe(`${'x'.repeat(37)}…`);
    expect(cardTitle(null, 'y'.repeat(40))).toBe('y'.repeat(40));
  });

  it('says today, yesterday and N days ago up to 7, then the date', () => {
    const now = new Date(2026, 10, 25, 12);
    const at = (days: number) => new Date(2026, 10, 25 - days, 9).toISOString();
    expect(relativeDay(at(0), 'en', now)).toEqual({ kind: 'today' });
    expect(relativeDay(at(1), 'en', now)).toEqual({ kind: 'yesterday' });
    expect(relativeDay(at(7), 'en', now)).toEqual({ kind: 'days', count: 7 });
    expect(relativeDay(at(8), 'en', now)).toEqual({ kind: 'date', text: 'Nov 17, 2026' });
  });
});
