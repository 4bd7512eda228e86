import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveInitialLanguage } from './language';

function browserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

describe('resolveInitialLanguage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the saved language first', () => {
    browserLanguage('en-US');
    localStorage.setItem('language', 'ko');
    expect(resolveInitialLanguage()).toBe('ko');
  });

  it('picks Korean for a browser set to Korean when nothing is saved', () => {
    browserLanguage('ko-KR');
    expect(resolveInitialLanguage()).toBe('ko');
  });

  it('defaults to English otherwise, ignoring an unknown saved value', () => {
    browserLanguage('fr-FR');
    localStorage.setItem('language', 'fr');
    expect(resolveInitialLanguage()).toBe('en');
  });
});
