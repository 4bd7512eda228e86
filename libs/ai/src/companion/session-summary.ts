import { FEELINGS, type Feeling } from './bank/reply-bank.types';
import type { CompanionLanguage } from './companion-request';
import { bankFor } from './read-feelings';
import { type TurnReading, understandTurn } from './understanding/understand-turn';

export interface SessionSummary {
  title: string;
  summary: string;
  /** Feelings of the whole talk, strongest first (keys the screens translate: 'anxious', 'tired', ...). */
  moodTags: Feeling[];
  /** One line the companion may remember next time; null when nothing was named to remember. */
  memory: string | null;
  /** Where the talk ended against where it started (no words; the statistics count it). */
  direction: 'lighter' | 'same' | 'heavier' | 'unclear';
}

const FEELING_NAMES: Record<CompanionLanguage, Record<Feeling, string>> = {
  en: {
    sad: 'sad',
    anxious: 'anxious',
    tired: 'tired',
    angry: 'angry',
    lonely: 'lonely',
    stressed: 'stressed',
    overwhelmed: 'overwhelmed',
    hurt: 'hurt',
    guilty: 'guilty',
    empty: 'empty',
    stuck: 'stuck',
    happy: 'happy',
  },
  ko: {
    sad: '슬픔',
    anxious: '불안',
    tired: '지침',
    angry: '화',
    lonely: '외로움',
    stressed: '스트레스',
    overwhelmed: '벅참',
    hurt: '상처',
    guilty: '죄책감',
    empty: '공허함',
    stuck: '막막함',
    happy: '기쁨',
  },
};

/** Where the talk ended, as the last turns said it. */
type Ending = 'lighter' | 'brighter' | 'still' | null;

const ENDING_WORDS: Record<CompanionLanguage, Record<Exclude<Ending, null>, string>> = {
  en: { lighter: 'a little lighter', brighter: 'brighter', still: 'still' },
  ko: { lighter: '조금 가벼워짐', brighter: '밝아짐', still: '여전히' },
};

/**
 * The feelings of the talk, weighed by how strongly each turn said them: named feelings count
 * fully, implied ones half. 'happy' is a tag only when a turn was glad, never for thanks or relief.
 */
function feelingsOf(readings: TurnReading[]): Feeling[] {
  const weight = new Map<Feeling, number>();
  readings.forEach((r, i) => {
    const order = 1 / (i + 10);
    for (const f of r.feelings) {
      if (f.feeling === 'happy' && r.valence !== 'positive') continue;
      weight.set(f.feeling, (weight.get(f.feeling) ?? 0) + f.intensity + order);
    }
    if (r.implied) weight.set(r.implied, (weight.get(r.implied) ?? 0) + 0.5 + order);
  });
  return FEELINGS.filter((f) => weight.has(f)).sort((a, b) => weight.get(b)! - weight.get(a)!);
}

function endingOf(readings: TurnReading[]): { ending: Ending; last?: Feeling } {
  const tail = readings.slice(-2);
  const final = tail.at(-1);
  if (!final) return { ending: null };
  if (tail.some((r) => r.valence === 'relief' || (r.act === 'relief' && r.valence === 'mixed')))
    return { ending: 'lighter' };
  if (final.valence === 'positive' || final.act === 'thanks')
    return { ending: final.act === 'thanks' && readings.length > 1 ? 'lighter' : 'brighter' };
  const last = [...tail]
    .reverse()
    .flatMap((r) => [
      ...r.feelings.filter((f) => f.feeling !== 'happy').map((f) => f.feeling),
      ...(r.implied ? [r.implied] : []),
    ])[0];
  return last ? { ending: 'still', last } : { ending: null };
}

/** The things talked about in the person's words, most often first ('발표', 'your team lead'). */
function subjectsOf(readings: TurnReading[], language: CompanionLanguage): string[] {
  const count = new Map<string, number>();
  const bank = bankFor(language);
  for (const r of readings) {
    for (const s of r.subjects.filter((x) => x.topic).slice(0, 2)) {
      const phrase = r.language === language ? s.phrase : bank.topicNames[s.topic!];
      count.set(phrase, (count.get(phrase) ?? 0) + 1);
    }
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1]).map(([phrase]) => phrase);
}

function list(items: string[], language: CompanionLanguage): string {
  if (language === 'ko') return items.join(', ');
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A session's title, summary and mood tags from the whole talk: what it was about in the
 * person's words, how it started and where it ended ("anxious → a little lighter"), never a single
 * happy word for a hard talk. `messageCount` is the session's own count (every message, the
 * companion's included), so the summary says the number the card shows.
 */
export function summariseSession(
  userMessages: string[],
  language: CompanionLanguage,
  maxTags = 5,
  messageCount?: number,
): SessionSummary {
  const readings = userMessages.map(understandTurn);
  const feelings = feelingsOf(readings);
  const hardFirst = readings.flatMap((r) => [
    ...r.feelings.filter((f) => f.feeling !== 'happy').map((f) => f.feeling),
    ...(r.implied ? [r.implied] : []),
  ])[0];
  const start = hardFirst ?? (feelings[0] === 'happy' ? 'happy' : undefined);
  const { ending, last } = endingOf(readings);
  const subjects = subjectsOf(readings, language).slice(0, 3);
  const names = FEELING_NAMES[language];
  const total = messageCount ?? userMessages.length;
  const yours = userMessages.length;
  // Where the talk ended differs from where it started: "anxious → a little lighter".
  const changed = ending !== null && !(ending === 'still' && last === start);
  const arrow =
    start && changed
      ? ending === 'still'
        ? `${names[start]} → ${ENDING_WORDS[language].still} ${names[last!]}`
        : `${names[start]} → ${ENDING_WORDS[language][ending!]}`
      : start
        ? names[start]
        : null;
  const moodTags = feelings.slice(0, maxTags);
  const direction: SessionSummary['direction'] =
    ending === 'lighter' || ending === 'brighter'
      ? 'lighter'
      : ending === 'still'
        ? start === 'happy'
          ? 'heavier'
          : 'same'
        : 'unclear';
  if (language === 'ko') {
    const about = subjects[0];
    const title = about
      ? arrow?.includes('→')
        ? `${about}: ${arrow}`
        : `${about}에 대한 대화`
      : arrow
        ? arrow
        : '마음 나누기';
    const parts = [
      subjects.length ? `${list(subjects, 'ko')}에 대해 이야기했어요.` : '마음속 이야기를 나눴어요.',
      arrow ? `마음의 흐름: ${arrow}.` : '',
      messageCount !== undefined ? `메시지 ${total}개 중 내 메시지 ${yours}개.` : `내 메시지 ${yours}개.`,
    ];
    const memory =
      subjects.length || arrow
        ? [
            subjects.length ? `${list(subjects, 'ko')}에 대해 이야기함` : '',
            arrow ? `마음의 흐름: ${arrow}` : '',
          ]
            .filter(Boolean)
            .join('; ')
        : null;
    return { title, summary: parts.filter(Boolean).join(' '), moodTags, memory, direction };
  }
  const about = subjects[0];
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const title = about
    ? arrow?.includes('→')
      ? `${capital(about)}: ${arrow}`
      : `Talking about ${about}`
    : arrow
      ? capital(arrow)
      : 'A moment to talk';
  const parts = [
    subjects.length ? `You talked about ${list(subjects, 'en')}.` : 'You shared what was on your mind.',
    arrow ? `How it went: ${arrow}.` : '',
    messageCount !== undefined
      ? `${total} message${total === 1 ? '' : 's'}, ${yours} from you.`
      : `${yours} message${yours === 1 ? '' : 's'} from you.`,
  ];
  const memory =
    subjects.length || arrow
      ? [subjects.length ? `Talked about ${list(subjects, 'en')}` : '', arrow ? `felt ${arrow}` : '']
          .filter(Boolean)
          .join('; ')
      : null;
  return { title, summary: parts.filter(Boolean).join(' '), moodTags, memory, direction };
}
