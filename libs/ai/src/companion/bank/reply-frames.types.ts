import type { ByTone } from './reply-bank.types';

/** The mood boosters the companion offers, by what the person said (slugs of MOOD_BOOSTER_SLUGS). */
export const BOOSTER_FOR = {
  breathe: 'mindful-breathing',
  thoughtCheck: 'spiral-stopper',
  worryWindow: 'worry-stones',
  windDown: 'nature-sounds',
} as const;
export type BoosterTool = keyof typeof BOOSTER_FOR;

/** A small step without a booster, by the kind of difficulty. */
export type StepKind = 'calm' | 'rest' | 'reach' | 'vent' | 'tiny' | 'kind';

export type QuestionPhase = 'listen' | 'understand' | 'step' | 'relief' | 'positive' | 'greeting';

/**
 * The offline companion's sentence frames for one language. Slots are filled from what the turn
 * said; a frame whose slots cannot be filled is skipped:
 * - `{because}` the person's clause as a reason ('…것 같아서'), `{said}` it said back ('…먹었구나'),
 *   `{clause}` (English) the clause with the pronouns turned;
 * - `{pred}` / `{past}` the feeling as a Korean predicate ('불안하구나' / '불안했겠다'), `{adj}` the
 *   English adjective;
 * - `{quote}` (Korean) the person's clause as they wrote it, `{fnoun}` the feeling as a noun ('불안한 마음');
 * - `{s}` the subject in the person's words, `{S}` capitalised, `{s}{이/가}` with its Korean particle.
 */
export interface ReplyFrames {
  reflect: {
    because: ByTone;
    said: ByTone;
    saidFeeling: ByTone;
    /** The person's dilemma ('{wonder}': 'whether to call her' / '말씀드려도 될지'). */
    wondering: ByTone;
    quote: ByTone;
    clause: ByTone;
    subjectFeeling: ByTone;
    subject: ByTone;
    feeling: ByTone;
    selfCritical: ByTone;
    neutral: ByTone;
    relief: ByTone;
    reliefMixed: ByTone;
    thanks: ByTone;
    positive: ByTone;
    greeting: ByTone;
  };
  /** Said before a reflection when its first words would open like an earlier reply. */
  openers: ByTone;
  /** Answers the person's own question before the reflection ('좋은 질문이야'). */
  askedBack: ByTone;
  /** Answers "is it normal to feel this?": with the feeling when there is one, without otherwise. */
  normalising: ByTone;
  boosters: Record<BoosterTool, ByTone>;
  steps: Record<StepKind, ByTone>;
  questions: Record<QuestionPhase, { subject: ByTone; feeling: ByTone; plain: ByTone }>;
}
