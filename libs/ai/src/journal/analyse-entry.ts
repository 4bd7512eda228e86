import { assessMessage } from '../safety/safety-gate';
import { EMOTION_NAMES, GREEN_FLAGS, RED_FLAGS, REFRAMES, TONE } from './analysis-words';
import {
  ABSOLUTES,
  COPING,
  EN_INTENSIFIERS,
  EN_NEGATIONS,
  EN_SOFTENERS,
  KO_INTENSIFIERS,
  KO_NEGATION_AFTER,
  KO_NEGATION_BEFORE,
  KO_SOFTENERS,
  LEXICON,
  MOOD_OF,
  SELF_CRITICISM,
} from './emotion-lexicon';
import { fill } from './fill';
import {
  type Emotion,
  EMOTIONS,
  type JournalAnalysis,
  type JournalLanguage,
  languageOf,
  JOURNAL_MOODS,
  type JournalMood,
  POSITIVE_EMOTIONS,
} from './journal-analysis.types';

const MAX_TAGS = 5;
/** A difficult feeling this strong (after intensifiers) is named as a red flag. */
const HEAVY = 2.5;

interface Matcher {
  emotion: Emotion;
  words: string[];
  prefix: boolean;
}

function englishMatchers(): Matcher[] {
  return EMOTIONS.flatMap((emotion) =>
    LEXICON[emotion].en.map((entry) => ({
      emotion,
      words: entry.replace(/\*$/, '').split(' '),
      prefix: entry.endsWith('*'),
    })),
  );
}
const EN_MATCHERS = englishMatchers();

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

/** Emotion scores of English text: whole words or prefixes, negation and intensity read from the three words before. */
function scoreEnglish(text: string): Map<Emotion, number> {
  const tokens = tokensOf(text);
  const scores = new Map<Emotion, number>();
  for (let i = 0; i < tokens.length; i++) {
    for (const m of EN_MATCHERS) {
      const fits = m.words.every((word, k) => {
        const token = tokens[i + k];
        if (token === undefined) return false;
        return k === m.words.length - 1 && m.prefix ? token.startsWith(word) : token === word;
      });
      if (!fits) continue;
      const before = tokens.slice(Math.max(0, i - 3), i);
      const negated = before.some((t) => EN_NEGATIONS.has(t) || t.endsWith("n't"));
      let weight = 1;
      if (before.some((t) => EN_INTENSIFIERS.has(t))) weight = 1.5;
      if (before.some((t) => EN_SOFTENERS.has(t))) weight = 0.5;
      add(scores, m.emotion, weight, negated);
      break;
    }
  }
  return scores;
}

/** Korean: stems inside words (particles and endings follow them), negation around the word. */
function scoreKorean(text: string): Map<Emotion, number> {
  const words = text.normalize('NFC').split(/\s+/).filter(Boolean);
  const scores = new Map<Emotion, number>();
  for (let i = 0; i < words.length; i++) {
    const window = `${words[i]} ${words[i + 1] ?? ''}`;
    for (const emotion of EMOTIONS) {
      const stem = LEXICON[emotion].ko.find((s) =>
        s.includes(' ') ? window.startsWith(s) : words[i]!.includes(s),
      );
      if (!stem) continue;
      const word = words[i]!;
      const previous = words[i - 1] ?? '';
      const next = words[i + (stem.includes(' ') ? 2 : 1)] ?? '';
      const rest = word.slice(word.indexOf(stem) + stem.length);
      const negated =
        KO_NEGATION_BEFORE.includes(previous) ||
        /지않|지못|없/.test(rest) ||
        (/(?:지|지는|지도|이|가|은|는)$/.test(word) && KO_NEGATION_AFTER.test(next));
      let weight = 1;
      const before = words.slice(Math.max(0, i - 2), i);
      if (before.some((w) => KO_INTENSIFIERS.includes(w)) || KO_INTENSIFIERS.some((w) => word.startsWith(w)))
        weight = 1.5;
      if (before.some((w) => KO_SOFTENERS.includes(w))) weight = 0.5;
      add(scores, emotion, weight, negated);
      break;
    }
  }
  return scores;
}

/** A negated good feeling leans a little towards sadness; a negated hard one is simply not counted. */
function add(scores: Map<Emotion, number>, emotion: Emotion, weight: number, negated: boolean): void {
  if (negated) {
    if (POSITIVE_EMOTIONS.has(emotion)) scores.set('sadness', (scores.get('sadness') ?? 0) + 0.5 * weight);
    return;
  }
  scores.set(emotion, (scores.get(emotion) ?? 0) + weight);
}

const has = (text: string, phrases: string[]) => phrases.some((p) => text.includes(p));

function copingFound(text: string, language: JournalLanguage): string[] {
  const lower = text.toLowerCase();
  if (language === 'ko') return COPING.filter((c) => has(text, c.ko)).map((c) => c.key);
  const tokens = tokensOf(lower);
  return COPING.filter((c) =>
    c.en.some((entry) =>
      entry.includes(' ')
        ? lower.includes(entry)
        : entry.endsWith('*')
          ? tokens.some((t) => t.startsWith(entry.slice(0, -1)))
          : tokens.includes(entry),
    ),
  ).map((c) => c.key);
}

/**
 * The offline analysis of a journal entry (spec 001 §3 journal_entry_analysis): emotions from a
 * lexicon in English and Korean with negation and intensity, the mood they add up to, strengths
 * and worries worth naming, a reframe of the main difficult feeling and a one-line tone. A crisis
 * in the words (the companion's safety gate) is always named first, with the lines to call.
 */
export function analyseEntry(input: { title?: string | null; content: string }): JournalAnalysis {
  const text = `${input.title ?? ''}\n${input.content}`;
  const language = languageOf(text);
  const scores = language === 'ko' ? scoreKorean(text) : scoreEnglish(text);
  const ranked = [...scores.entries()].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
  const emotions = ranked.slice(0, MAX_TAGS).map(([e]) => e);
  const name = (e: Emotion) => EMOTION_NAMES[e][language];

  const greenFlags: string[] = [];
  const firstPositive = emotions.find((e) => POSITIVE_EMOTIONS.has(e));
  if (firstPositive) greenFlags.push(fill(GREEN_FLAGS.positive![language], { emotion: name(firstPositive) }));
  for (const key of copingFound(text, language)) greenFlags.push(GREEN_FLAGS[key]![language]);
  if (greenFlags.length === 0 && emotions.length > 0) greenFlags.push(GREEN_FLAGS.named![language]);

  const redFlags: string[] = [];
  if (['crisis', 'concern'].includes(assessMessage(text).kind)) redFlags.push(RED_FLAGS.crisis![language]);
  const heaviest = ranked.find(([e, s]) => !POSITIVE_EMOTIONS.has(e) && s >= HEAVY);
  if (heaviest) redFlags.push(fill(RED_FLAGS.heavy![language], { emotion: name(heaviest[0]) }));
  const lower = text.toLowerCase();
  if (has(lower, language === 'ko' ? SELF_CRITICISM.ko : SELF_CRITICISM.en))
    redFlags.push(RED_FLAGS.selfCriticism![language]);
  // Name the all-or-nothing words this entry used, not examples it never said.
  const absolutes =
    language === 'ko'
      ? ABSOLUTES.ko.filter((word) => text.includes(word))
      : ABSOLUTES.en.filter((word) => tokensOf(lower).includes(word));
  if (absolutes.length) {
    const words = absolutes.slice(0, 2).map((word) => `'${word}'`);
    redFlags.push(
      fill(RED_FLAGS.absolutes![language], { words: words.join(language === 'ko' ? ', ' : ' and ') }),
    );
  }

  const hard = emotions.find((e) => !POSITIVE_EMOTIONS.has(e));
  const reframe = hard ? (REFRAMES[hard] ?? REFRAMES.default) : emotions.length ? null : REFRAMES.default;

  return {
    moodTag: emotions[0] ? MOOD_OF[emotions[0]] : null,
    emotionTags: emotions,
    greenFlags: greenFlags.slice(0, 3),
    redFlags: redFlags.slice(0, 3),
    reframingSuggestion: reframe ? reframe[language] : null,
    toneSummary: toneOf(ranked, language),
  };
}

function toneOf(ranked: [Emotion, number][], language: JournalLanguage): string {
  const [first, second] = ranked;
  const name = (e: Emotion) => EMOTION_NAMES[e][language];
  if (!first) return TONE.neutral[language];
  if (!second) return fill(TONE.single[language], { a: name(first[0]) });
  const template = second[1] >= first[1] * 0.8 ? TONE.mixed : TONE.pair;
  return fill(template[language], { a: name(first[0]), b: name(second[0]) });
}

/**
 * The emotion scores of a short text with negation and intensity read as the journal reads them
 * (the companion shares this to understand a turn): a negated difficult feeling is not counted,
 * a negated good one leans towards sadness, intensifiers weigh 1.5 and softeners 0.5.
 */
export function emotionScores(text: string): Map<Emotion, number> {
  return languageOf(text) === 'ko' ? scoreKorean(text) : scoreEnglish(text);
}

/**
 * The feelings a search names ("anxious", "불안", "lonely"): the emotions of its words, and the
 * moods they belong to, so a search by feeling finds entries tagged with either.
 */
export function feelingsIn(query: string): { emotions: Emotion[]; moods: JournalMood[] } {
  const scores = languageOf(query) === 'ko' ? scoreKorean(query) : scoreEnglish(query);
  const emotions = new Set([...scores.entries()].filter(([, s]) => s > 0).map(([e]) => e));
  const word = query.trim().toLowerCase();
  if ((EMOTIONS as readonly string[]).includes(word)) emotions.add(word as Emotion);
  const moods = new Set([...emotions].map((e) => MOOD_OF[e]));
  if ((JOURNAL_MOODS as readonly string[]).includes(word)) moods.add(word as JournalMood);
  return { emotions: [...emotions], moods: [...moods] };
}
