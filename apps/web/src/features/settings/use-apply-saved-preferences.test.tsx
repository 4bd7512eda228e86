import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../shared/layout/app-shell/test-helpers';
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
