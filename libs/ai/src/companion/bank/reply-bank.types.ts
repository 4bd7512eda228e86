export const FEELINGS = [
  'sad',
  'anxious',
  'tired',
  'angry',
  'lonely',
  'stressed',
  'overwhelmed',
  'hurt',
  'guilty',
  'empty',
  'stuck',
  'happy',
] as const;
export type Feeling = (typeof FEELINGS)[number];

export const TOPICS = [
  'work',
  'school',
  'family',
  'partner',
  'friends',
  'sleep',
  'health',
  'money',
  'future',
  'self',
] as const;
export type Topic = (typeof TOPICS)[number];

export type Tone = 'normal' | 'genz';
export type ByTone = Record<Tone, readonly string[]>;

/**
 * The offline companion's words for one language. A reply is a reflection of the feeling (or of
 * the topic when no feeling was named), sometimes a small step, and one open question. `{topic}`
 * is replaced by the topic's name in the language.
 */
export interface ReplyBank {
  /** Recognised in what the person wrote, on the compact (Korean) or plain (English) form. */
  feelingWords: Record<Feeling, RegExp>;
  topicWords: Record<Topic, RegExp>;
  topicNames: Record<Topic, string>;
  reflections: Record<Feeling, ByTone>;
  topicReflections: ByTone;
  neutralReflections: ByTone;
  steps: Record<Feeling, ByTone>;
  questions: Record<Feeling | 'neutral', ByTone>;
  /** Bridges back to something said earlier in the session: '{topic}' is that earlier topic. */
  callbacks: ByTone;
}
