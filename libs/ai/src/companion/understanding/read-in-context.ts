import type { TurnReading } from './understand-turn';

/**
 * A turn read against the one before it. A happy memory after a hard turn is mixed. Praise that may be irony ('진짜 축하할 일이다 ㅋㅋㅋ',
 * 'so proud of myself rn') right after a hard turn is the same hardness said sideways: it is not
 * cheered, and the feeling of the turn before carries on.
 */
export function readInContext(now: TurnReading, previous: TurnReading | undefined): TurnReading {
  const hardBefore =
    previous !== undefined &&
    (previous.valence === 'negative' || (previous.valence === 'mixed' && previous.act !== 'relief'));
  // '아버지가 돌아가셨어요' → '아버지랑 낚시 가던 날이 제일 행복했어요': a happy memory told after
  // something hard is warm and sore at once, neither cheered nor condoled.
  if (hardBefore && now.joyPast && now.valence === 'positive' && !now.irony)
    return { ...now, valence: 'mixed' };
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
