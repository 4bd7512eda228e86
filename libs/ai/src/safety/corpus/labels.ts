/** What a corpus row says: no risk, SAFETY.md level 1 (`concern`), or a crisis and its reason. */
export const SAFETY_LABELS = ['none', 'concern', 'suicide', 'self_harm', 'abuse', 'violence'] as const;
export type SafetyLabel = (typeof SAFETY_LABELS)[number];
