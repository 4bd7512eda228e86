/** Eight everyday activities to sort (spec 001 §2: energy sorting, 8 activities). */
export const ACTIVITIES = [
  { id: 'scrolling', emoji: '📱' },
  { id: 'walk', emoji: '🚶' },
  { id: 'friend', emoji: '💬' },
  { id: 'workMessages', emoji: '💼' },
  { id: 'cooking', emoji: '🍳' },
  { id: 'nap', emoji: '😴' },
  { id: 'news', emoji: '📰' },
  { id: 'tidying', emoji: '🧺' },
] as const;

export type ActivityId = (typeof ACTIVITIES)[number]['id'];

export const CHOICES = [
  { id: 'gives', emoji: '🔋' },
  { id: 'drains', emoji: '🪫' },
  { id: 'depends', emoji: '🌗' },
] as const;

export type ChoiceId = (typeof CHOICES)[number]['id'];

export type Sorting = Partial<Record<ActivityId, ChoiceId>>;

export function activitiesIn(sorting: Sorting, choice: ChoiceId): ActivityId[] {
  return ACTIVITIES.filter((activity) => sorting[activity.id] === choice).map((activity) => activity.id);
}

export type SuggestionKind = 'gives' | 'drains' | 'depends';

/** One gentle next step: lean on what gives energy, or soften one thing that drains it. */
export function suggestionFor(sorting: Sorting): { kind: SuggestionKind; activity?: ActivityId } {
  const gives = activitiesIn(sorting, 'gives');
  const drains = activitiesIn(sorting, 'drains');
  if (drains.length > gives.length) return { kind: 'drains', activity: drains[0] };
  if (gives.length > 0) return { kind: 'gives', activity: gives[0] };
  return { kind: 'depends' };
}
