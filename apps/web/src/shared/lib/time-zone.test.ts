import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, timeZoneChoices } from './time-zone';

describe('time zones', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads this browser's zone", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Seoul',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Asia/Seoul');
  });

  it('offers UTC first, then every zone in order, with the saved one even if the engine lacks it', () => {
    const choices = timeZoneChoices('Mars/Olympus_Mons');
    expect(choices[0]).toBe('UTC');
    expect(choices).toContain('Asia/Seoul');
    expect(choices).toContain('Mars/Olympus_Mons');
    expect(new Set(choices).size).toBe(choices.length);
    const rest = choices.slice(1);
    expect([...rest].sort((a, b) => a.localeCompare(b))).toEqual(rest);
  });
});
