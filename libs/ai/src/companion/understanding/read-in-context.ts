import type { TurnReading } from './understand-turn';

/**
 * A turn read against the one before it. Praise that may be irony ('진짜 축하할 일이다 ㅋㅋㅋ',
 * 'so proud of myself rn') right after a hard turn is the same hardness said sideways: it is not
 * cheered, and the feeling of the turn before carries on.
 */
export function readInContext(now: TurnReading, previous: TurnReading | undefined): TurnReading {
  const hardBefore =
    previous !== undefined &&
    (previous.valence === 'negative' || (previous.valence === 'mixed' && previous.act !== 'relief'));
  if (!now.irony || !hardBefore || (now.valence !== 'positive' && now.valence !== 'neutral')) return now;
  const carried =
    previous.feelings.find((f) => f.feeling !== 'happy')?.feeling ?? previous.implied ?? 'angry';
  return {
    ...now,
    feelings: now.feelings.filter((f) => f.feeling !== 'happy'),
    valence: 'negative',
    act: now.act === 'thanks' ? 'statement' : now.act,
    implied: now.feelings.some((f) => f.feeling !== 'happy') ? now.implied : carried,
  };
}
