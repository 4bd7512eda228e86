/** Spec 001 §2: 20 permission slips. Their words are in locales/*.json under `slips.<id>`. */
export const SLIP_IDS = [
  'reply',
  'productive',
  'fixEverything',
  'explain',
  'okay',
  'finish',
  'compare',
  'smile',
  'figureOut',
  'yes',
  'perfect',
  'scroll',
  'feelings',
  'cleanUp',
  'strong',
  'catchUp',
  'earnRest',
  'decide',
  'apologize',
  'alone',
] as const;

export type SlipId = (typeof SLIP_IDS)[number];

export const SLIP_COUNT = SLIP_IDS.length;
