import { EMOTION_NAMES } from './analysis-words';
import { fill } from './fill';
import { type Emotion, EMOTIONS, type JournalLanguage, POSITIVE_EMOTIONS } from './journal-analysis.types';

const WORDS = {
  count: { en: 'You wrote {n} entries this week.', ko: '이번 주에 {n}개의 기록을 남기셨어요.' },
  one: { en: 'You wrote one entry this week.', ko: '이번 주에 기록 하나를 남기셨어요.' },
  most: { en: '{a} came up most often.', ko: '가장 자주 나타난 감정은 {a:이었|였}어요.' },
  light: {
    en: 'There were moments of {a} too — worth remembering.',
    ko: '{a:과와} 같은 순간도 있었어요. 기억해 둘 만해요.',
  },
  brighter: {
    en: 'The week ended on a lighter note than it began.',
    ko: '한 주의 끝이 시작보다 한결 가벼워졌어요.',
  },
  heavier: {
    en: 'The end of the week felt heavier — go easy on yourself.',
    ko: '주말로 갈수록 마음이 무거워졌어요. 스스로에게 너그러워지세요.',
  },
  close: { en: 'Thank you for showing up for yourself.', ko: '스스로를 위해 시간을 내 주셔서 고마워요.' },
};

export interface WeekEntry {
  emotionTags: string[];
  createdAt: Date;
}

/** Share of good feelings in an entry's tags, −1 … 1. */
function brightness(tags: string[]): number {
  if (!tags.length) return 0;
  const good = tags.filter((t) => POSITIVE_EMOTIONS.has(t as Emotion)).length;
  return (2 * good - tags.length) / tags.length;
}

/**
 * The weekly recap (spec 001 §7 generate-weekly-journal-summary), written from the week's analyses
 * without a model: how much was written, the feelings that came up most, the bright spots and
 * which way the week went. The tone tags are its three most frequent emotions.
 */
export function weeklySummary(
  entries: WeekEntry[],
  language: JournalLanguage,
): { summary: string; toneTags: string[] } {
  const counts = new Map<Emotion, number>();
  for (const entry of entries)
    for (const tag of entry.emotionTags)
      if ((EMOTIONS as readonly string[]).includes(tag))
        counts.set(tag as Emotion, (counts.get(tag as Emotion) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([e]) => e);
  const name = (e: Emotion) => EMOTION_NAMES[e][language];
  const lines = [
    entries.length === 1 ? WORDS.one[language] : fill(WORDS.count[language], { n: String(entries.length) }),
  ];
  if (ranked[0]) lines.push(capitalise(fill(WORDS.most[language], { a: name(ranked[0]) })));
  const bright = ranked.find((e) => POSITIVE_EMOTIONS.has(e) && e !== ranked[0]);
  if (bright) lines.push(fill(WORDS.light[language], { a: name(bright) }));
  const sorted = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (sorted.length >= 3) {
    const half = Math.floor(sorted.length / 2);
    const mean = (list: WeekEntry[]) =>
      list.reduce((sum, e) => sum + brightness(e.emotionTags), 0) / list.length;
    const change = mean(sorted.slice(half)) - mean(sorted.slice(0, half));
    if (change > 0.3) lines.push(WORDS.brighter[language]);
    else if (change < -0.3) lines.push(WORDS.heavier[language]);
  }
  lines.push(WORDS.close[language]);
  return { summary: lines.join(' '), toneTags: ranked.slice(0, 3) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
