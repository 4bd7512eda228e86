import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../test/signed-in';
import { renderRoute } from '../../test/render-route';

describe('saved preferences of a signed-in user', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    document.documentElement.classList.remove('dark');
  });

  it('apply their language and theme, and remember them for the next visit', async () => {
    const me = meBody();
    me.preferences.language = 'ko';
    me.preferences.darkMode = true;
    mockSignedIn(me);
    renderRoute('/dashboard');

    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem('language')).toBe('ko');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });
});

describe("a new account's time zone", () => {
  afterEach(() => vi.restoreAllMocks());

  const zoneOfBrowser = (timeZone: string) =>
    vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone, locale: 'en-US' } as Intl.ResolvedDateTimeFormatOptions);

  it("is this browser's while it is still the default UTC", async () => {
    zoneOfBrowser('Asia/Seoul');
    const api = mockSignedIn(meBody({ hasOnboarded: false, timezone: 'UTC' }));
    renderRoute('/onboarding');

    await waitFor(() =>
      expect(api.calls('PATCH /api/me/preferences').map((call) => call.body)).toEqual([
        { timezone: 'Asia/Seoul' },
      ]),
    );
  });

  it('is left alone once the person has been through onboarding', async () => {
    zoneOfBrowser('Asia/Seoul');
    const api = mockSignedIn(meBody({ hasOnboarded: true, timezone: 'UTC' }));
    renderRoute('/dashboard');

    await screen.findByRole('heading', { level: 1 });
    expect(api.calls('PATCH /api/me/preferences')).toEqual([]);
  });
});
