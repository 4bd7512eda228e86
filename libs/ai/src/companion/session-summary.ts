import { FEELINGS, type Feeling, TOPICS, type Topic } from './bank/reply-bank.types';
import type { CompanionLanguage } from './companion-request';
import { bankFor, readFeelings } from './read-feelings';

export interface SessionSummary {
  title: string;
  summary: string;
  /** Feelings named, most often first (keys the screens translate: 'anxious', 'tired', ...). */
  moodTags: Feeling[];
  /** One line the companion may remember next time; null when nothing was named to remember. */
  memory: string | null;
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

function ranked<K extends string>(keys: readonly K[], seen: K[]): K[] {
  const counts = new Map<K, number>();
  seen.forEach((key, i) => counts.set(key, (counts.get(key) ?? 0) + 1 + 1 / (i + 2)));
  return keys.filter((k) => counts.has(k)).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

function list(items: string[], language: CompanionLanguage): string {
  if (language === 'ko') return items.join(', ');
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A session's title, summary and mood tags from the words the person used: what they talked about
 * and the feelings they named. Written without a model, so every provider gets a real summary.
 */
export function summariseSession(
  userMessages: string[],
  language: CompanionLanguage,
  maxTags = 5,
): SessionSummary {
  const readings = userMessages.map(readFeelings);
  const feelings = ranked(
    FEELINGS,
    readings.flatMap((r) => r.feelings),
  );
  const topics: Topic[] = ranked(
    TOPICS,
    readings.flatMap((r) => r.topics),
  );
  const bank = bankFor(language);
  const topicNames = topics.slice(0, 3).map((t) => bank.topicNames[t]);
  const feelingNames = feelings.slice(0, 3).map((f) => FEELING_NAMES[language][f]);
  const turns = userMessages.length;
  if (language === 'ko') {
    const title = topicNames[0]
      ? `${topicNames[0]}에 대한 대화`
      : feelingNames[0]
        ? `${feelingNames[0]}에 대한 대화`
        : '마음 나누기';
    const parts = [
      topicNames.length ? `${list(topicNames, language)}에 대해 이야기했어요.` : '마음속 이야기를 나눴어요.',
      feelingNames.length ? `느낀 감정: ${list(feelingNames, language)}.` : '',
      `메시지 ${turns}개.`,
    ];
    const memory =
      topicNames.length || feelingNames.length
        ? [
            topicNames.length ? `${list(topicNames, language)}에 대해 이야기함` : '',
            feelingNames.length ? `느낀 감정: ${list(feelingNames, language)}` : '',
          ]
            .filter(Boolean)
            .join('; ')
        : null;
    return { title, summary: parts.filter(Boolean).join(' '), moodTags: feelings.slice(0, maxTags), memory };
  }
  const title = topicNames[0]
    ? `Talking about ${topicNames[0]}`
    : feelingNames[0]
      ? `Feeling ${feelingNames[0]}`
      : 'A moment to talk';
  const parts = [
    topicNames.length
      ? `You talked about ${list(topicNames, language)}.`
      : 'You shared what was on your mind.',
    feelingNames.length ? `Feelings named: ${list(feelingNames, language)}.` : '',
    `${turns} message${turns === 1 ? '' : 's'} from you.`,
  ];
  const memory =
    topicNames.length || feelingNames.length
      ? [
          topicNames.length ? `Talked about ${list(topicNames, language)}` : '',
          feelingNames.length ? `felt ${list(feelingNames, language)}` : '',
        ]
          .filter(Boolean)
          .join('; ')
      : null;
  return { title, summary: parts.filter(Boolean).join(' '), moodTags: feelings.slice(0, maxTags), memory };
}
