import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const valueAt = (file: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file);

/** Every feature's and every booster widget's words: { '<folder>': { en, ko } }. */
const bundles: Record<string, { en?: unknown; ko?: unknown }> = {};
for (const [path, module] of Object.entries(
  import.meta.glob<{ default: unknown }>('../features/**/locales/*.json', { eager: true }),
)) {
  const [, folder, language] = /^\.\.\/features\/(.+)\/locales\/(\w+)\.json$/.exec(path)!;
  (bundles[folder] ??= {})[language as 'en' | 'ko'] = module.default;
}

describe('translations', () => {
  it('finds the feature bundles (the glob is not empty)', () => {
    expect(Object.keys(bundles)).toEqual(
      expect.arrayContaining([
        'billing',
        'companion',
        'journal',
        'mood-boosters',
        'mood-boosters/widgets/orbit',
      ]),
    );
    expect(Object.keys(bundles).filter((folder) => folder.includes('/widgets/'))).toHaveLength(19);
  });

  it('has every English string in Korean and nothing extra', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
    for (const [folder, { en: english, ko: korean }] of Object.entries(bundles))
      expect({ folder, keys: keysOf(korean).sort() }).toEqual({ folder, keys: keysOf(english).sort() });
  });

  it('keeps the feature bundles apart from the first load (no key in both)', () => {
    const firstLoad = new Set(keysOf(en));
    const features = Object.entries(bundles)
      .filter(([folder]) => !folder.includes('/widgets/'))
      .flatMap(([, { en: english }]) => keysOf(english));
    expect(features.filter((key) => firstLoad.has(key))).toEqual([]);
  });

  it('gives every booster widget a label and has no empty strings', () => {
    const empty = (file: unknown) => keysOf(file).filter((key) => valueAt(file, key) === '');
    expect(empty(en)).toEqual([]);
    expect(empty(ko)).toEqual([]);
    for (const [folder, { en: english, ko: korean }] of Object.entries(bundles)) {
      expect({ folder, empty: [...empty(english), ...empty(korean)] }).toEqual({ folder, empty: [] });
      if (folder.includes('/widgets/'))
        expect({ folder, label: keysOf(english) }).toEqual({
          folder,
          label: expect.arrayContaining(['label']),
        });
    }
  });
});
