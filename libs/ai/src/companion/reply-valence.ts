import type { CompanionLanguage } from './companion-request';
import type { TurnReading } from './understanding/understand-turn';

/**
 * The valence check every reply passes (issue 22), whoever wrote it: a model's sentence that
 * cheers a hard turn ("That's lovely to hear" to "everyone copes better than me"), claims joy for
 * a turn of relief or thanks, or condoles a turn that went well contradicts what the person said.
 */
const CHEER: Record<CompanionLanguage, RegExp> = {
  en: /\b(?:congrat\w*|(?:that'?s|that is|how) (?:so |really |just )?(?:lovely|great|wonderful|amazing|awesome|fantastic|exciting)|(?:lovely|great|wonderful|good|glad) to hear|great news|so happy for you|sounds like (?:it|things|something) went (?:really )?well|that sounds (?:really |so )?(?:good|great|lovely|wonderful|exciting)|yay)\b/i,
  ko: /축하|좋은 ?(?:일|소식)|잘됐|다행|기쁘|기뻐|신나|좋았겠|좋으셨겠|반가워|반갑|멋져|멋지네|대단해/,
};

/** Joy claimed for what is only relief ("a bit better" is not "wonderful"). */
const JOY_CLAIM: Record<CompanionLanguage, RegExp> = {
  en: /\b(?:congrat\w*|so happy for you|wonderful|amazing|awesome|fantastic|great news|yay)\b/i,
  ko: /축하|좋은 ?(?:일|소식)|기쁘|기뻐|신나|좋았겠|좋으셨겠/,
};

const CONDOLE: Record<CompanionLanguage, RegExp> = {
  en: /\b(?:(?:i'?m|i am) (?:so )?sorry (?:you|to hear)|sorry you(?:'re| are) going through|sounds (?:really |so )?(?:hard|rough|painful|awful)|that'?s (?:a lot to carry|so hard|awful|terrible))\b/i,
  ko: /힘들었겠|힘드셨겠|속상하셨겠|속상했겠|안타깝|슬펐겠|마음이 ?아프/,
};

/**
 * The person's own words said back ("you said it went well, but…") are not the reply's verdict.
 * With no message (the offline companion checking its own draft) nothing is let off, quotes
 * included: '‘축하를 못 해주겠어요’' still reads as congratulations to someone who hurts.
 */
function withoutTheirWords(sentence: string, message: string): string {
  let text = sentence.toLowerCase();
  if (!message) return text;
  for (const word of message.toLowerCase().split(/[^a-z가-힣']+/))
    if (word.length >= 4) text = text.replaceAll(word, ' ');
  return text.replace(/[‘“"][^’”"]*[’”"]/g, ' ');
}

const hardNamed = (reading: TurnReading) =>
  reading.implied !== undefined || reading.feelings.some((f) => f.feeling !== 'happy');

/** True when the sentence says the opposite of how the person's turn leans. */
export function contradictsValence(
  reading: TurnReading,
  message: string,
  sentence: string,
  language: CompanionLanguage,
): boolean {
  const text = withoutTheirWords(sentence, message);
  const easing = reading.valence === 'relief' || reading.act === 'relief' || reading.act === 'thanks';
  // A mixed turn that names nothing hard ('즐겁긴 한데 그것도 잠깐이에요') gets neither verdict.
  if (reading.valence === 'mixed' && !easing && !hardNamed(reading))
    return CHEER[language].test(text) || CONDOLE[language].test(text);
  if (reading.valence === 'negative' || (reading.valence === 'mixed' && !easing))
    return CHEER[language].test(text);
  if (easing) return JOY_CLAIM[language].test(text) || CONDOLE[language].test(text);
  if (reading.valence === 'positive') return CONDOLE[language].test(text);
  // Nothing good was said: cheering it ('축하할 기분이 아니에요' quoted back) claims what is not there.
  return !message && CHEER[language].test(text);
}

/** Words that may begin a phrase the check catches, by what the turn must not be told. */
const OPENERS = {
  cheer: {
    en: "that's thats that how lovely great wonderful amazing awesome fantastic exciting good glad sounds sound congratulations congrats congratulate yay so it things something".split(
      ' ',
    ),
    ko: '좋은 좋은일 축하 잘됐 다행 기쁘 기뻐 신나 좋았 좋으 반가 반갑 멋져 멋지 대단'.split(' '),
  },
  joy: {
    en: 'congratulations congrats congratulate so wonderful amazing awesome fantastic great yay'.split(' '),
    ko: '좋은 축하 기쁘 기뻐 신나 좋았 좋으'.split(' '),
  },
  condole: {
    en: "i'm im i am sorry sounds that's thats that".split(' '),
    ko: '힘들었 힘드셨 속상 안타깝 슬펐 마음이 마음'.split(' '),
  },
};

/**
 * Whether a word (or the start of one still being written) could begin a phrase that contradicts
 * this turn, so a stream holds it back until the phrase is whole. Null when nothing needs holding.
 */
export function mayOpenContradiction(
  reading: TurnReading,
  language: CompanionLanguage,
): ((word: string, partial: boolean) => boolean) | null {
  const easing = reading.valence === 'relief' || reading.act === 'relief' || reading.act === 'thanks';
  const lists =
    reading.valence === 'mixed' && !easing && !hardNamed(reading)
      ? [OPENERS.cheer, OPENERS.condole]
      : reading.valence === 'negative' || (reading.valence === 'mixed' && !easing)
        ? [OPENERS.cheer]
        : easing
          ? [OPENERS.joy, OPENERS.condole]
          : reading.valence === 'positive'
            ? [OPENERS.condole]
            : [];
  if (!lists.length) return null;
  const words = lists.flatMap((l) => l[language]);
  return (raw, partial) => {
    const word = raw.toLowerCase().replace(/[^a-z'가-힣]/g, '');
    if (!word) return false;
    return words.some((w) =>
      language === 'ko'
        ? word.startsWith(w) || w.startsWith(word)
        : partial
          ? w.startsWith(word)
          : w === word || (w.length > 5 && word.startsWith(w)),
    );
  };
}
