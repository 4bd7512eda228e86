/** What a corpus row says: no risk, level 1 (`concern`: a wish to be dead, no thought of acting), or a crisis and its reason. */
export const SAFETY_LABELS = ['none', 'concern', 'suicide', 'self_harm', 'abuse', 'violence'] as const;
export type SafetyLabel = (typeof SAFETY_LABELS)[number];
