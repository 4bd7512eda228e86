import { describe, expect, it } from 'vitest';
import billingEn from '../features/billing/locales/en.json';
import billingKo from '../features/billing/locales/ko.json';
import companionEn from '../features/companion/locales/en.json';
import companionKo from '../features/companion/locales/ko.json';
import en from './en.json';
import ko from './ko.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has every English string in Korean and nothing extra', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(billingKo).sort()).toEqual(keysOf(billingEn).sort());
    expect(keysOf(companionKo).sort()).toEqual(keysOf(companionEn).sort());
  });

  it('keeps the feature bundles apart from the first load (no key in both)', () => {
    const shared = [...keysOf(billingEn), ...keysOf(companionEn)].filter((key) => keysOf(en).includes(key));
    expect(shared).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = (file: unknown) =>
      keysOf(file).filter(
        (key) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file) === '',
      );
    expect(empty(en)).toEqual([]);
    expect(empty(ko)).toEqual([]);
    expect(empty(billingEn)).toEqual([]);
    expect(empty(billingKo)).toEqual([]);
    expect(empty(companionEn)).toEqual([]);
    expect(empty(companionKo)).toEqual([]);
  });
});
