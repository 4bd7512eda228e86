import { MOOD_BOOSTER_TYPES, type MoodBoosterView } from '@maeum/api-types';
import type { TFunction } from 'i18next';

/** 'mindful-breathing' → 'mindfulBreathing', the key of a booster's words. */
export function camelSlug(slug: string): string {
  return slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The booster's title in the page's language (the catalogue's own title when we have none). */
export function boosterTitle(t: TFunction, booster: Pick<MoodBoosterView, 'slug' | 'title'>): string {
  return t(`moodBoosters.titles.${camelSlug(booster.slug)}` as 'moodBoosters.title', {
    defaultValue: booster.title,
  });
}

/** The one-line blurb by type (spec 001 §2), 'gentle self-care' by default. */
export function boosterBlurb(t: TFunction, type: string): string {
  const known = (MOOD_BOOSTER_TYPES as readonly string[]).includes(type) ? type : 'default';
  return t(`moodBoosters.types.${known}` as 'moodBoosters.types.default');
}
