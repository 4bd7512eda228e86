import type { Topic } from '../bank/reply-bank.types';
import { EN_BANK } from '../bank/reply-bank.en';
import { englishTopicOf } from './topic-nouns';

/** English words, lower-case, apostrophes kept ("can't", "i'm"). */
export function englishWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
}

export interface EnglishSubject {
  /** The noun phrase as it would be said back: "your team lead", "the presentation", "money". */
  phrase: string;
  /** The head noun the person used. */
  noun: string;
  topic?: Topic;
}

const DETERMINERS: Record<string, string> = {
  my: 'your',
  our: 'your',
  the: 'the',
  a: 'the',
  an: 'the',
  this: 'this',
  that: 'that',
  his: 'his',
  her: 'her',
  their: 'their',
  these: 'these',
  those: 'those',
};
/** Words that may stand between a determiner and its noun ("my new team lead", "a big presentation"). */
const FUNCTION_WORDS = new Set(
  "i you he she it we they me him us them is am are was were be been being have has had do does did not no so very really just and or but if to of in on at for with about from by up as like what when how why this that there than then too all any some much many more most can't don't i'm it's since until ago because while after before feels seems looks makes gets keeps goes sounds helps works hurts matters means".split(
    ' ',
  ),
);

/**
 * The noun phrases a turn is about, the person's nouns of known topics first (with their own
 * determiner turned to the listener's: "my boss" → "your boss").
 */
export function englishSubjects(text: string): EnglishSubject[] {
  const words = englishWords(text);
  const out: (EnglishSubject & { score: number; at: number })[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = words[i + 1] ? `${words[i]} ${words[i + 1]}` : '';
    const noun = pair && englishTopicOf(pair) ? pair : words[i]!;
    const topic = englishTopicOf(noun);
    const det = DETERMINERS[words[i - 1] ?? ''];
    // "the night messages": a setting noun that only qualifies the next one is not the subject.
    const next = words[i + (noun === pair ? 2 : 1)] ?? '';
    const qualifies =
      SETTINGS.has(noun) && /^[a-z]{3,}$/.test(next) && !FUNCTION_WORDS.has(next) && !VERBISH.test(next);
    if (topic && !qualifies) {
      // "my nursing licence exam": up to three modifiers back to the person's determiner.
      let start = i;
      if (det === undefined) {
        let k = i;
        while (
          k > 0 &&
          i - k < 3 &&
          !FUNCTION_WORDS.has(words[k - 1]!) &&
          !DETERMINERS[words[k - 1]!] &&
          /^[a-z-]+$/.test(words[k - 1]!) &&
          !VERBISH.test(words[k - 1]!)
        )
          k--;
        if (k < i && DETERMINERS[words[k - 1] ?? '']) start = k;
      }
      // "I work", "we work two jobs": the verb, not the topic.
      if (
        ['work', 'study', 'sleep', 'test', 'plans'].includes(noun) &&
        !det &&
        start === i &&
        !/^(?:at|to|from|after|for|about|with|of|in|before|more|no|enough|and|[a-z]+'s)$/.test(
          words[i - 1] ?? '',
        )
      ) {
        if (
          noun !== 'work' ||
          /^(?:i|we|you|they|already|just|still|can't|don't|cannot|to)$/.test(words[i - 1] ?? '')
        )
          continue;
      }
      const ownDet = DETERMINERS[words[start - 1] ?? ''];
      const modifiers = ownDet
        ? words.slice(start, i).filter((w) => !englishTopicOf(w) && /^[a-z-]+$/.test(w))
        : [];
      const body = [...modifiers, noun].join(' ');
      // Where and when ("at night", "on the weekend") say less than who and what.
      const setting =
        /^(?:at|on|in|during|every|all|last|this|tonight)$/.test(words[i - 1] ?? '') || SETTINGS.has(noun);
      out.push({ phrase: ownDet ? `${ownDet} ${body}` : body, noun, topic, score: setting ? 1.5 : 3, at: i });
      if (noun === pair) i++;
      continue;
    }
    // Any other noun the person gave a determiner: "my notes", "an all nighter", "their stories".
    // "I'm a nurse student": who the person is, not what the turn is about.
    const predicate = /^(?:i'm|im|am|is|are|was|were|be|being|become|became)$/.test(words[i - 2] ?? '');
    if (det && det !== 'this' && det !== 'that' && !predicate) {
      const phrase: string[] = [];
      for (let k = i; k < words.length && phrase.length < 4; k++) {
        const w = words[k]!;
        if (FUNCTION_WORDS.has(w) || DETERMINERS[w] || VERBISH.test(w)) break;
        // "a full night's sleep": a possessive runs on to its noun.
        if (/^[a-z-]+'s$/.test(w) && words[k + 1] && /^[a-z-]+$/.test(words[k + 1]!)) {
          phrase.push(w);
          continue;
        }
        if (!/^[a-z-]+$/.test(w) || (phrase.length && /^(?:next|last|every|all|whole|first)$/.test(w))) break;
        phrase.push(w);
      }
      // "a big presentation": a known noun inside is named by the topic rule, with its modifiers.
      if (englishTopicOf(phrase.at(-1) ?? '')) continue;
      const head = phrase.at(-1);
      // "a bit less", "a lot more": an amount, not a thing.
      const amount = /^(?:bit|little|lot|couple|few|lots)$/.test(phrase[0] ?? '');
      if (head && !NOT_NOUNS.has(head) && !amount && head.length > 2) {
        out.push({
          phrase: `${det} ${phrase.join(' ')}`,
          noun: phrase.join(' '),
          score: det === 'your' ? 1.2 : 1,
          at: i,
        });
        i += phrase.length - 1;
      }
    }
  }
  const plain = words.join(' ');
  for (const [word, event] of Object.entries(LIFE_EVENTS)) {
    const at = plain.indexOf(word);
    if (at >= 0 && /(?:^|\s)$/.test(plain.slice(0, at)) && !/^[a-z]/.test(plain.slice(at + word.length)))
      out.push({
        phrase: event.phrase,
        noun: word,
        topic: event.topic,
        score: 2,
        at: plain.slice(0, at).split(' ').length,
      });
  }
  // "It's not really the pain, it's…": what the person sets aside is not what the turn is about.
  const setAside =
    /\b(?:not|isn'?t|wasn'?t) (?:really |just |only |even |so much |exactly |about )*(?:the |my |about )?$/;
  for (const s of out) {
    const before = words.slice(0, s.at).join(' ');
    if (setAside.test(before ? `${before} ` : '')) s.score = 0.1;
  }
  const seen = new Set<string>();
  return out
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .filter((s) => !seen.has(s.noun) && seen.add(s.noun))
    .map(({ phrase, noun, topic }) => (topic ? { phrase, noun, topic } : { phrase, noun }));
}

const SETTINGS = new Set([
  'night',
  'nights',
  'bed',
  'bedtime',
  'weekend',
  'weekends',
  'life',
  'people',
  'plans',
  'week',
]);
const VERBISH =
  /^(?:\w+ed|\w+ly|better|calmer|worse|once|now|again|then|today|tonight|anymore|yet|still|afterwards|though|too|tomorrow|yesterday|together|here|there|home|get|got|go|went|feel|felt|make|made|keep|kept|said|says|think|thought|know|knew|want|need|like|love|hate|see|saw|tell|told|comes|came|starts|started|happens|happened|stops|stopped|ends|ended)$/;
const NOT_NOUNS = new Set([
  'month',
  'months',
  'year',
  'years',
  'weeks',
  'days',
  'hour',
  'hours',
  'minute',
  'minutes',
  'morning',
  'evening',
  'failure',
  'mess',
  'idiot',
  'loser',
  'burden',
  'joke',
  'same',
  'other',
  'whole',
  'only',
  'way',
  'thing',
  'things',
  'time',
  'lot',
  'bit',
  'little',
  'best',
  'worst',
  'first',
  'last',
  'next',
  'most',
  'end',
  'point',
  'day',
  'moment',
  'while',
  'waste',
  'extra',
  'couple',
  'few',
  'kind',
  'sort',
  'fact',
  'problem',
  'less',
  'more',
  'own',
  'fault',
  'heart',
  'mind',
  'head',
  'week',
  'month',
  'year',
  'person',
  'part',
  'since',
  // Idioms of the body and of time ("close my eyes", "on my watch", "in my face").
  'eyes',
  'face',
  'watch',
]);

/** Life events said as a state ("I'm pregnant", "I was made redundant"): the event is the subject. */
const LIFE_EVENTS: Record<string, { phrase: string; topic: Topic }> = {
  pregnant: { phrase: 'the pregnancy', topic: 'health' },
  redundant: { phrase: 'the redundancy', topic: 'work' },
  fired: { phrase: 'losing your job', topic: 'work' },
  'laid off': { phrase: 'the layoff', topic: 'work' },
  retired: { phrase: 'retirement', topic: 'future' },
  divorced: { phrase: 'the divorce', topic: 'partner' },
  divorcing: { phrase: 'the divorce', topic: 'partner' },
  widowed: { phrase: 'the loss', topic: 'family' },
  miscarriage: { phrase: 'the miscarriage', topic: 'health' },
  diagnosed: { phrase: 'the diagnosis', topic: 'health' },
};

const SWAP: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'mma": "you're going to",
  you: 'me',
  your: 'my',
  "you're": "I'm",
  yours: 'mine',
  yourself: 'myself',
  we: 'you',
  our: 'your',
  us: 'you both',
};

const LEADS =
  /^(?:(?:and|but|so|well|also|honestly|ngl|tbh|lowkey|highkey|like|ugh|idk|yeah|yes|no|ok|okay|um|hmm|i mean|i guess|i think|i feel like|it feels like|feels like|i just feel like|it's just that|just|anyway|basically|literally|bro|dude|omg|lol|oh|wow|man)\b[,\s]*)+/i;

/**
 * The person's sentence said back to them: the sentence that carries the turn, shortened to a
 * clause, "I" turned to "you" ("I feel like everyone is coping better than me" → "everyone is
 * coping better than you").
 */
export function englishClause(text: string, maxWords = 14): string | null {
  const sentences = text
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // The sentence that carries the turn: one that names a feeling, else one about the person.
  const statements = sentences.filter((s) => !/\?\s*$/.test(s));
  const feels = (s: string) => {
    const plain = englishWords(s).join(' ');
    return Object.entries(EN_BANK.feelingWords).some(([f, re]) => f !== 'happy' && re.test(plain));
  };
  const carrying =
    (sentences.length > 1 ? statements.find(feels) : undefined) ??
    statements.find((s) => /\b(?:i|i'm|im|i've|my|me)\b/i.test(s)) ??
    sentences[0];
  if (!carrying) return null;
  let clause = carrying
    .replace(/[.!?…]+$/, '')
    .replace(/,\s*(?:ty|thx|thanks|thank you|thank u|lol|fr|tbh)$|\s+(?:ty|thx|lol|fr|tbh)$/i, '')
    .replace(LEADS, '')
    .trim();
  // Keep one clause: up to a comma or a "because/but" past the first few words.
  const words = clause.split(/\s+/);
  if (words.length > maxWords) {
    const cut = words.findIndex(
      (w, k) => k >= 4 && (/[,;:]$/.test(w) || /^(?:but|because|and|so)$/i.test(words[k + 1] ?? '')),
    );
    const end = cut >= 0 && cut < maxWords ? cut + 1 : maxWords;
    clause = words.slice(0, end).join(' ');
  }
  clause = clause.replace(/[,;:-]+$/, '');
  const swapped = sayBack(clause);
  return swapped.split(/\s+/).length >= 3 ? swapped : null;
}

/** The person's words with the pronouns turned to the listener's ("I miss my dad" → "you miss your dad"). */
export function sayBack(words: string): string {
  return words
    .split(/\s+/)
    .map((word, k, all) => {
      const m = /^([("']*)([A-Za-z']+)([)"',.!?]*)$/.exec(word);
      if (!m) return word;
      const lower = m[2]!.toLowerCase();
      let swap = SWAP[lower];
      if (lower === 'was' && /^i$/i.test(all[k - 1] ?? '')) swap = 'were';
      // "that you listened", "you helped": the subject is 'I', the object 'me'.
      if (
        lower === 'you' &&
        (k === 0 ||
          /^(?:that|if|when|because|and|but|how|since|so)$/i.test(all[k - 1] ?? '') ||
          /^(?:\w+ed|are|were|have|had|said|know|knew|get|got|understand|made|make|did|do|can|could|would|will|listen|listened|help|helped)$/i.test(
            all[k + 1] ?? '',
          ))
      )
        swap = 'I';
      if (swap === undefined) return k === 0 && m[2] !== 'I' ? word.toLowerCase() : word;
      return `${m[1]}${swap}${m[3]}`;
    })
    .join(' ');
}

const QUESTION_START =
  /^(?:what|how|why|when|where|who|which|should|can|could|would|will|is|are|do|does|did|am|any|have|has)\b/i;

export function isEnglishQuestion(text: string): boolean {
  const trimmed = text.trim();
  return (
    /\?\s*$/.test(trimmed) ||
    (QUESTION_START.test(trimmed) && !/[.!]\s*$/.test(trimmed) && !/^(?:when|where|how) i\b/i.test(trimmed))
  );
}
