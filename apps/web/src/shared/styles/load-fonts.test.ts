import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFontsWhenIdle } from './load-fonts';

const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

describe('loadFontsWhenIdle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('applies the stylesheet index.html names, only once the page is idle', () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<meta name="font-stylesheet" content="/assets/pretendard-abc.css" />';

    loadFontsWhenIdle();
    expect(stylesheets()).toHaveLength(0);

    vi.runAllTimers();
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual(['/assets/pretendard-abc.css']);
  });

  it('does nothing without the meta (development, tests)', () => {
    vi.useFakeTimers();
    loadFontsWhenIdle();
    vi.runAllTimers();
    expect(stylesheets()).toHaveLength(0);
  });
});
