/** The 4 stones (spec 001 §2): colours for the SVG drawing; names live in locales under `stones.<id>`. */
export const WORRY_STONES = [
  { id: 'river', light: '#c9d3d8', mid: '#8a9ba5', dark: '#55646d' },
  { id: 'jade', light: '#b9e3c6', mid: '#5fae7f', dark: '#2f6e4c' },
  { id: 'roseQuartz', light: '#fadbe0', mid: '#e7a5b3', dark: '#b06a7d' },
  { id: 'moonstone', light: '#f4f6fb', mid: '#c7cfe6', dark: '#8791b3' },
] as const;
export type WorryStone = (typeof WORRY_STONES)[number];
export type WorryStoneId = WorryStone['id'];

/** Releasing needs at least this many rubs (spec 001 §5). */
export const MIN_RUBS_TO_RELEASE = 5;
/** A gentle note every this many rubs (spec 001 §2). */
export const RUB_MILESTONE = 10;
export const WORRY_MAX_LENGTH = 300;
