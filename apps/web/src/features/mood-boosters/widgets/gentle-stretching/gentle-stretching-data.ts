/** The five stretches in order, with their seconds (spec 001 §2: 30, 20, 30, 20, 15). */
export const STRETCHES = [
  { id: 'neck', emoji: '🦒', seconds: 30 },
  { id: 'shoulders', emoji: '🌊', seconds: 20 },
  { id: 'side', emoji: '🌾', seconds: 30 },
  { id: 'wrists', emoji: '🤲', seconds: 20 },
  { id: 'fold', emoji: '🍂', seconds: 15 },
] as const;

export type StretchId = (typeof STRETCHES)[number]['id'];
