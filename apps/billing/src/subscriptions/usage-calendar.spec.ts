import { usageDay, usageMonth } from './usage-calendar';

describe('usageMonth', () => {
  it('counts by the month in Seoul, which starts nine hours before UTC does', () => {
    // 2026-11-30 15:00 UTC is already 1 December 00:00 in Seoul.
    expect(usageMonth(new Date('2026-11-30T15:00:00Z'), 'Asia/Seoul')).toEqual({
      start: '2026-12-01',
      next: '2027-01-01',
    });
    expect(usageMonth(new Date('2026-11-30T14:59:59Z'), 'Asia/Seoul')).toEqual({
      start: '2026-11-01',
      next: '2026-12-01',
    });
  });

  it('rolls December over into the next year', () => {
    expect(usageMonth(new Date('2026-12-31T12:00:00Z'), 'UTC')).toEqual({
      start: '2026-12-01',
      next: '2027-01-01',
    });
  });

  it('follows the configured zone', () => {
    expect(usageMonth(new Date('2026-12-01T03:00:00Z'), 'America/Los_Angeles').start).toBe('2026-11-01');
  });
});

describe('usageDay', () => {
  it('counts texts by the day in Seoul', () => {
    expect(usageDay(new Date('2026-11-30T14:59:59Z'), 'Asia/Seoul')).toBe('2026-11-30');
    expect(usageDay(new Date('2026-11-30T15:00:00Z'), 'Asia/Seoul')).toBe('2026-12-01');
    expect(usageDay(new Date('2026-11-30T15:00:00Z'), 'UTC')).toBe('2026-11-30');
  });
});
