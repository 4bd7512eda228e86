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
 * The words the companion recognises in one language: feelings and topics on the compact (Korean)
 * or plain (English) form, and each topic's name for summaries. The replies themselves are
 * composed from sentence frames (reply-frames.*.ts).
 */
export interface ReplyBank {
  feelingWords: Record<Feeling, RegExp>;
  topicWords: Record<Topic, RegExp>;
  topicNames: Record<Topic, string>;
}
