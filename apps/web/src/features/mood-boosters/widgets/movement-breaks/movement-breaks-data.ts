/**
 * The 6 exercises in order (spec 001 §3, §7). Names, instructions and target areas live in locales
 * under `exercises.<id>` and `areas.<targetArea>`.
 */
export const MOVEMENT_EXERCISES = [
  { id: 'neckRolls', durationSeconds: 30, emoji: '🔄', targetArea: 'neck' },
  { id: 'shoulderShrugs', durationSeconds: 20, emoji: '🤷', targetArea: 'shoulders' },
  { id: 'deskPushups', durationSeconds: 45, emoji: '💪', targetArea: 'armsChest' },
  { id: 'calfRaises', durationSeconds: 30, emoji: '🦵', targetArea: 'calves' },
  { id: 'spinalTwist', durationSeconds: 40, emoji: '🌀', targetArea: 'spine' },
  { id: 'walkingMarch', durationSeconds: 60, emoji: '🚶', targetArea: 'legsHeart' },
] as const;
export type MovementExercise = (typeof MOVEMENT_EXERCISES)[number];

/** The next exercise loads this long after one completes (spec 001 §7: 1 s). */
export const BETWEEN_EXERCISES_MS = 1000;
