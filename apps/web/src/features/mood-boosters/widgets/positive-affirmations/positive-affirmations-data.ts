/** Fifteen affirmations (spec 001 §2); their words are in the locales under `items`. */
export const AFFIRMATION_IDS = [
  'space',
  'slowly',
  'feelings',
  'enough',
  'before',
  'rest',
  'gentle',
  'help',
  'moments',
  'pass',
  'best',
  'steps',
  'kindness',
  'thisMoment',
  'learning',
] as const;

export type AffirmationId = (typeof AFFIRMATION_IDS)[number];

/** The positions 0..n-1 in a new random order (Fisher-Yates), never starting where `avoidFirst` is. */
export function shuffledOrder(
  length: number,
  avoidFirst: number,
  random: () => number = Math.random,
): number[] {
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  if (length > 1 && order[0] === avoidFirst) [order[0], order[1]] = [order[1], order[0]];
  return order;
}
