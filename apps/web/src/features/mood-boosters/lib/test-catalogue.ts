import { MOOD_BOOSTER_SLUGS, type MoodBoosterView } from '@maeum/api-types';

/** The catalogue as the server seeds it, for tests. */
export const TEST_CATALOGUE: MoodBoosterView[] = MOOD_BOOSTER_SLUGS.map((slug, index) => ({
  id: `b-${index}`,
  slug,
  title: slug.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  ),
  type: index === 7 ? 'mindful' : index === 0 ? 'interactive' : 'emotional',
  emojiIcon: '✨',
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, index)).toISOString(),
}));
