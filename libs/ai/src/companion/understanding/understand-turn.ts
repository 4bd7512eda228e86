import { emotionScores } from '../../journal/analyse-entry';
import { EMOTIONS } from '../../journal/journal-analysis.types';
import { normalise } from '../../safety/normalise';
import { EN_BANK } from '../bank/reply-bank.en';
import { KO_BANK } from '../bank/reply-bank.ko';
import { FEELINGS, type Feeling, type Topic } from '../bank/reply-bank.types';
import type { CompanionLanguage } from '../companion-request';
import { englishClause, englishSubjects, englishWords, isEnglishQuestion } from './english-turn';
import {
  EN_ADJECTIVES,
  FEELING_OF,
  KO_DEFAULT_PREDICATE,
  KO_PREDICATES,
  type KoreanPredicate,
} from './feeling-words';
import { isKoreanQuestion, koreanClause, koreanSubjects } from './korean-turn';
import { englishJoys, koreanJoys, newsIsOthers, soundsIronic } from './whose-joy';

export type Valence = 'negative' | 'positive' | 'relief' | 'mixed' | 'neutral';
export type TurnAct = 'question' | 'advice' | 'thanks' | 'relief' | 'greeting' | 'statement';

export interface NamedFeeling {
  feeling: Feeling;
  /** 1 as named, 1.5 with an intensifier ('너무', 'so'), 0.5 softened ('a bit', '조금'). */
  intensity: number;
  /** How to say it back: the person's adjective in English, a predicate in Korean. */
  en: string;
  ko: KoreanPredicate;
  /** The word the person used for it ('지쳐', 'drained'), so a reflection does not say it twice. */
  word?: string;
}

export interface Subject {
  /** Said back to the person: '발표', 'your team lead', 'the presentation'. */
  phrase: string;
  /** The noun the person used. */
  noun: string;
  topic?: Topic;
}

export interface TurnCues {
  panic: boolean;
  selfCritical: boolean;
  rumination: boolean;
  sleepTrouble: boolean;
}

/** What one turn says: the feelings, how it leans, what it is about and what kind of turn it is. */
export interface TurnReading {
  language: CompanionLanguage;
  feelings: NamedFeeling[];
  /** Feelings the turn names only to deny them ('not anxious', '안 괜찮아'). */
  negated: Feeling[];
  valence: Valence;
  act: TurnAct;
  subjects: Subject[];
  topics: Topic[];
  /** The person's main clause, said back (pronouns turned in English). */
  clause: string | null;
  cues: TurnCues;
  /** A question the person asked, so the reply does not ignore it. */
  asked: boolean;
  /** Feelings the turn says have eased ('less lonely', '덜 외롭다'). */
  eased: NamedFeeling[];
  /** No feeling named, but the turn implies one ('I can't sleep' → tired; a worry ahead → anxious). */
  implied?: Feeling;
  /** Praise that may be irony ('아주 잘됐네요 ㅋㅋ', 'great, just great'): irony after a hard turn. */
  irony: boolean;
  /** The joy the turn lands on is said in the past: a memory ('낚시 가던 날이 제일 행복했어요'). */
  joyPast: boolean;
}

const HANGUL = /[가-힣]/;

const RELIEF = {
  en: /\b(?:(?:a (?:bit|little|lot)|slightly|kinda|somewhat|much|way) better|(?:i'?m|i am|i feel|feeling|feel) (?:\w+ )?(?:okay|ok|alright|fine) now|(?:can|could) (?:finally |actually )?relax|what a relief|(?:can|could) (?:finally |actually )?breathe (?:again|now)|finally (?:\w+ ){0,2}(?:over|done|finished|submitted|handed in|behind me)|feel(?:s|ing)? better|better now|lighter|relieved|relief|calmer|less (?:anxious|stressed|worried|alone|lonely|scared|heavy|tense)|(?:that|it|this|talking) (?:helps|helped)|helps to talk|weight off|not as bad|settled down|calmed down|more hopeful|less scary|less alone|off my chest|more clearly|feel calmer|i'?m calmer|steadier|feel(?:s|ing)? (?:a (?:bit|little|lot) |so much |much )?less (?!like\b)\w+|(?:easier|better) than i (?:expected|thought)|(?:takes|took) (?:some|the|a bit of) (?:pressure|weight) off|more at peace)\b/,
  ko: /안심이 ?(?:돼|되|됐)|(?:안정|위안|위로)이? ?(?:가 ?)?(?:좀 ?|조금 ?|많이 ?)?(?:돼|되|됐|된다|찾)|숨(?:이|을|통이)? ?(?:좀 ?|조금 ?)?(?:쉬어지|쉬어져|쉬겠|트이|트였|트인|돌리|돌렸)|속이? ?(?:좀 ?|다 ?)?시원|살겠다|살 ?만하|잘 ?수 ?있을 ?(?:것|듯)|정리(?:가 ?)?(?:되|된|됐|돼)|마음이 ?(?:좀 ?|조금 ?|한결 ?|많이 ?)?놓|(?:좀|조금|한결|많이|마음이|속이|기분이|긴장이) ?풀(?:린다|리네|려요|렸|리더)|드디어 ?(?:[가-힣]+ ?){0,3}(?:끝났|끝냈|끝나|마쳤|마무리|제출)|다행(?:이에요|이예요|이다|이야|이네|이었|히|이지 ?뭐)|위로가 ?(?:됐|돼|되)|힘이 ?나|용기가 ?생|차분해|생각보다 ?괜찮|나아|나은 ?것 ?같|괜찮아졌|괜찮아진|가벼워|후련|홀가분|안도|한결|덜 ?(?:불안|힘들|외롭|무섭|답답|걱정)|편해졌|숨통|살 ?것 ?같|진정(?:됐|이 ?됐|돼)|도움이 ?(?:됐|돼|되)|풀렸|풀린 ?것/,
};
const RELIEF_DENIED = {
  en: /\b(?:not|never|isn'?t|aren'?t|won'?t|doesn'?t|didn'?t|no)\b(?: \w+){0,3} (?:better|lighter|calmer|helps?|helped|helping|relieved)\b|\bno better\b|\b(?:thought|hoped|believed) (?:i was|i'?d|it was|it'?d|things were)(?: \w+){0,2} (?:better|over|fine|okay)\b/,
  ko: /다행(?:인지|이라고|이라는|이란|이라|일까)|(?:숨|잠)(?:을|이)? ?(?:쉴|잘|쉬어지지|오지) ?(?:수가? ?없|않)|(?:나아|괜찮아|좋아|가벼워|편해|풀)(?:진|질|졌을|린|릴) ?줄 ?(?:알았|았)|(?:안|못) ?(?:나아|괜찮아|가벼워|풀려|풀렸)|(?:나아|괜찮아|가벼워|편해|풀리)지(?:지|질|는)? ?(?:않|못)|도움이 ?(?:안|하나도|별로)|나아질 ?것 ?같지 ?않|나아질 ?기미가 ?없|나아진 ?(?:건|게|거|것은?) ?(?:별로 ?|하나도 ?|전혀 ?)?없|(?:별로|하나도|전혀) ?(?:안 ?)?나아/,
};

/**
 * The last contrast in a turn ("thanks, but I still feel awful", "나아지긴 했는데 여전히 잠이 안
 * 와요"): the turn lands on what follows it.
 */
const CONTRAST = {
  en: /.*\b(?:but|though|although|except|still|yet|just that|only that|the thing is|the problem is)\b/,
  ko: /.*(?:는데|은데|인데|한데|지만|근데|그런데|여전히|아직도)/,
};

/** A hard feeling as the subject of a verb of easing ('불안한 마음이 좀 가라앉았어요', '화가 풀렸어'). */
const KO_SUBSIDED =
  /(?:불안|걱정|긴장|초조|화|분노|짜증|떨림|두근거림)[가-힣]*\s?(?:마음)?[이가은는]?\s?(?:좀\s?|조금\s?|많이\s?|한결\s?|다\s?)?(?:가라앉았|가라앉더|풀리|풀렸|풀린|진정)/;

/** Contrasts that concede what comes before them ('즐겁긴 한데', '좋지만', "fun, but"). */
const CONCESSION = {
  en: /\b(?:but|though|although|yet|except)\b\s*$/,
  // In Korean a '-는데' clause is the background and the main point follows it ('붙었는데 엄마는…').
  ko: /(?:긴 ?(?:한데|하는데|했는데|하지만|했지만|해도)|지만|는데도|은데도|는데|은데|인데|한데|ㄴ데|근데|그런데)$/,
};

const THANKS = {
  en: /\b(?:thanks|thank you|thank u|thx|ty|appreciate (?:it|you|this|that)|(?:it |that )?means (?:a lot|something|so much) (?:that|to me)|glad (?:i talked|to have talked) to you)\b/,
  ko: /고마워|고맙|감사|땡큐|ㄱㅅ/,
};
/** Thanks someone else gave or held back ("nobody has said thank you", "고맙다는 말도 없어"). */
const THANKS_REPORTED = {
  en: /\b(?:said|say|says|saying|hear|heard|got|get|gets|even a|no|never|without a|single)\s+(?:a\s+)?(?:thank you|thanks)\b|\b(?:thanked|thanks|thank) (?:him|her|them|me|us|my \w+)\b/,
  ko: /(?:고맙|감사하)(?:다는|단|다고|다며|다고요)|(?:고마워|감사)(?:할|하지|하긴|를 ?모르)/,
};

const ADVICE = {
  en: /\b(?:(?:idk|don'?t know|no idea|not sure) what to do|what (?:should|can|do) i do|how (?:do|can|should) i|any (?:advice|tips|ideas)|what would you do|should i|help me (?:figure|decide|with)|what do i do|tell me what to do)\b/,
  ko: /어떻게 ?(?:해야|하면|할까|하지|하죠|해요)|어떡하|어떡해|방법|조언|뭘 ?해야|뭐 ?해야|해야 ?할까|하는 ?게 ?나을까|팁/,
};
const GREETING = {
  en: /^(?:hi|hello|hey|yo|hiya|good (?:morning|evening|night))\b/,
  ko: /^(?:안녕|하이|ㅎㅇ|반가)/,
};
const NEGATIVE_CONTENT = {
  en: /\b(?:worst|sucks|barely|hardly|skipped|unprepared|don'?t feel|not (?:\w+ )?(?:ready|prepared|good|okay|ok|enough|sure)|can'?t|cannot|couldn'?t|didn'?t|won'?t|no one|nobody|never|fail(?:ed|ing)?|mess(?:ed)? up|worse|hard|difficult|bad|awful|terrible|struggl\w*|problem|sick|lost|alone|hate|cry|cried|fight|fought|argu\w*|yell\w*|broke up|dumped|fired|rejected|behind|wrong|mistake|hurts?|pain|ruin\w*|nothing|rough|tough|brutal|unbearable|don'?t want (?:this|it|that|him|her|them|us|things) to|redundant|laid off|let go|passed away|passed over|died|funeral|miscarriage|but (?:idk|i don'?t know|i'?m not sure|not sure|i doubt it|who knows))\b/,
  ko: /못 ?|안 ?(?:돼|되|된|와|왔|온|나|났|해|했)|(?:하나도|전혀|아무도) ?안|기분이 ?아니|기분 ?아니|없(?:네|다|었|더)|불합격|탈락|낙방|망함|망해|(?:나|저|날|저를|나를|나만|저만) ?빼(?:고|놓)|힘들|힘든|망했|망한|망칠|최악|싫|문제|실수|아파|아프|없어|없는|모르겠|혼났|잘렸|떨어졌|헤어|무능|한심|싸웠|싸움|다퉜|혼자|밀려|부족|밀렸|놓쳤|떨어질|편찮|권고사직|해고|실직|돌아가셨|돌아가신|장례|무지개다리|(?:는데|지만|긴 ?한데|다는데|대는데) (?:잘 ?)?모르겠|글쎄/,
};
const CUES = {
  panic: {
    en: /\b(?:panic\w*|heart (?:is |was |keeps )?(?:racing|pounding)|can'?t breathe|hyperventilat\w*|shaking|chest (?:is |feels )?tight)\b/,
    ko: /공황|숨이 ?(?:안|막|차)|숨을? ?(?:쉴 ?수가? ?없|못 ?쉬)|숨막|심장이 ?(?:두근|빨리|터질|쿵)|가슴이 ?(?:두근|쿵|조여)|손이 ?떨|떨려서|과호흡/,
  },
  selfCritical: {
    en: /\b(?:(?:i'?m|i am|i feel|feel like i'?m|i'm such|im) (?:so |such |a |an |really |totally |just |the )*(?:useless|stupid|worthless|failure|loser|idiot|pathetic|incompetent|not good enough|a burden|a mess|a disappointment|weak)|hate myself|my fault|blame myself|(?:everyone|everybody|others|other people) (?:else )?(?:is|are|seems?|seem) (?:to be )?(?:coping|doing|handling)[\w ]* better|better than me|not good enough|can'?t do anything right|(?:something|what'?s) (?:is )?wrong with me|beat(?:ing)? myself up|so hard on myself)\b/,
    ko: /나한테 ?문제가|내가 ?문제|무능|한심|쓸모없|못난|내 ?탓|내 ?잘못|나만 ?못|나는 ?왜|난 ?왜|내가 ?싫|자책|부족한 ?사람|민폐|짐이 ?되|다들 ?(?:나보다|잘 ?(?:하|나가|사는|살|지내|버티|해내)|날 ?(?:싫어|무시|한심))|나보다 ?잘/,
  },
  rumination: {
    en: /\b(?:can'?t stop thinking|keep(?:s)? (?:thinking|replaying|seeing|hearing|going back to)|can'?t get (?:it|him|her|that|them) out of my head|overthink\w*|replay\w*|going (?:round|around)|spiral\w*|what if|on my mind|can'?t switch off|stuck in my head)\b/,
    ko: /계속 ?(?:생각|나|떠올|맴)|자꾸 ?(?:생각|떠올)|머릿속|곱씹|맴돌|생각이 ?(?:안 ?)?멈|생각이 ?계속|생각이 ?많|생각나서|생각이 ?나서|걱정이 ?꼬리/,
  },
  sleepTrouble: {
    en: /\b(?:can'?t sleep|couldn'?t sleep|not sleeping|insomnia|awake (?:at|all|until|till)|up all night|no sleep|wak(?:e|ing) up at|lying awake|barely slept|haven'?t slept|can'?t fall asleep|sleep (?:is|has been) (?:bad|awful|terrible))\b/,
    ko: /잠을? ?(?:잘 ?)?못|잠이 ?안|못 ?자|못잤|불면|밤새|새벽에 ?깨|뒤척|잠을 ?설|잠들기|잠이 ?오질/,
  },
};

const AHEAD = {
  en: /\b(?:tomorrow|next (?:week|month|year)|soon|upcoming|going to|gonna|will|what if|might|afraid that|scared that|worried that|(?:idk|don'?t know|not sure|wonder(?:ing)?) (?:if|whether)|don'?t want (?:this|it|that|him|her|them|us|things) to)\b/,
  ko: /내일|다음 ?주|다음 ?달|곧|모레|앞으로|(?:ㄹ|을|할|될|볼|갈|줄|질) ?것 ?같|까 ?봐|면 ?어떡|면 ?어쩌|할까 ?봐|거 ?같아/,
};
const ALONE = {
  en: /\b(?:alone|no one|nobody|by myself|no friends|left out|told anyone|anyone else to|talk to anyone|don'?t know anyone)\b/,
  ko: /혼자|아무도|친구가 ?없|연락이 ?없|소외/,
};
const LOSS = {
  en: /\b(?:broke up|breakup|dumped|left me|cheated|ghosted|divorce)\b/,
  ko: /헤어|이별|차였|바람|잠수|이혼/,
};

/** The feeling a hard turn implies when it names none. */
function impliedFeeling(korean: boolean, plain: string, spaced: string, cues: TurnCues): Feeling | undefined {
  if (cues.panic) return 'anxious';
  // "I'm useless", "나 진짜 한심해": turning on oneself is guilt and shame.
  if (cues.selfCritical) return 'guilty';
  if (test(LOSS, korean, plain, spaced)) return 'hurt';
  if (test(ALONE, korean, plain, spaced)) return 'lonely';
  if (cues.sleepTrouble) return 'tired';
  if (test(AHEAD, korean, plain, spaced) || cues.rumination) return 'anxious';
  return undefined;
}

/** Things going better, said without a feeling word ('I understand it better this time'). */
const PROGRESS = {
  en: /\b(?:better|easier|improv\w*|progress|managed to|worked out|went well|(?:i|we) (?:finally |actually )?passed (?:my|the|our|it)\b|got (?:the|a|my) (?:job|place|offer|promotion))\b/,
  ko: /잘 ?됐|잘 ?풀렸|나아지고|해냈|성공|좋아지고|(?<!불)합격|붙었/,
};

/** Good things that happen, as events ('합격했어', 'I passed'), not as praise. */
const GOOD_EVENT = {
  en: /\b(?:(?:i|we) (?:finally |actually |just )?(?:passed|won|got (?:in|the job|the offer|the promotion|accepted))|got (?:the|a|my) (?:job|place|offer|promotion)|got into)\b/,
  ko: /해냈|성공했|(?<!불)합격했|(?<!불)합격이|붙었|뽑혔|당첨|(?:취업|입사|승진)했|이겼/,
};

/** Someone else's word that things will go better ("she says it'll get better", "괜찮아질 거래"). */
const REPORTED = {
  en: /\b(?:says?|saying|said|tells me|told me|keeps? saying|thinks|reckons|promised)\b[\w' ]*\b(?:better|easier|improv\w*|work out|fine|okay|ok)\b/,
  ko: /(?:질|될|아질|어질) ?(?:거래|거라고|거라는|거라던|거래요|거라고요|거라더라)|(?:대|래|다고|라고) ?(?:하는데|했는데|하지만)/,
};

const JOY_WORD =
  /\b(?:happy|glad|excited|proud|grateful|thankful|hopeful|joy|great day|good day|amazing|awesome)\b/;

function enNegatedBefore(words: string[], at: number): boolean {
  const window = words.slice(Math.max(0, at - 3), at);
  // "not anxious, just tired": the negation ends where the next clause starts.
  const start = window.findLastIndex((w) => /^(?:but|just|though|only|and|so)$/.test(w));
  return window
    .slice(start + 1)
    .some(
      (w) =>
        /^(?:not|no|never|isn't|wasn't|don't|didn't|aren't|less|hardly)$/.test(w) ||
        (w.endsWith("n't") && w !== "can't"),
    );
}

interface FeelingsRead {
  named: NamedFeeling[];
  negated: Feeling[];
  /** The joy the turn lands on is a memory ('행복했어요', 'we were so happy'). */
  joyPast: boolean;
}

function englishFeelings(text: string): FeelingsRead {
  let joyPast = false;
  const words = englishWords(text);
  const plain = words.join(' ');
  const named: NamedFeeling[] = [];
  const negated: Feeling[] = [];
  const scores = emotionScores(text);
  for (const feeling of FEELINGS) {
    const m = EN_BANK.feelingWords[feeling].exec(plain);
    const journal = EMOTIONS.filter((e) => FEELING_OF[e] === feeling).reduce(
      (sum, e) => sum + (scores.get(e) ?? 0),
      0,
    );
    if (feeling === 'happy') {
      // Each joy word on its own: denied, someone else's, only expected, or felt. The last one the
      // person speaks for decides ("I wasn't happy there, but I'm happy now").
      let last: { felt: boolean; word: string; past: boolean } | undefined;
      for (const { use, at: index, past } of englishJoys(plain)) {
        const word = JOY_WORD.exec(plain.slice(index))![0];
        const before = plain.slice(0, index);
        const at = before.split(' ').length - 1;
        // "I should just be grateful": a joy owed, not felt.
        if (/\b(?:should|ought to|have to|must) (?:just |really )?(?:be |feel )(?:more )?$/.test(before))
          continue;
        if (use === 'others' || use === 'topic') continue;
        // "I can't let myself get excited", "I don't feel happy": a joy held back.
        const heldBack =
          /\b(?:can'?t|cannot|don'?t|won'?t|couldn'?t|not) (?:let myself |allow myself to |bring myself to )?(?:get |be |feel |even )*$/.test(
            before,
          );
        last = {
          felt: !(use === 'unreal' || use === 'denied' || heldBack || enNegatedBefore(words, at)),
          word,
          past,
        };
      }
      joyPast = Boolean(last?.felt && last.past);
      if (last?.felt) named.push({ feeling, intensity: 1, en: last.word, ko: KO_DEFAULT_PREDICATE.happy });
      else if (last) negated.push('happy');
      continue;
    }
    if (!m && journal <= 0) continue;
    // "lie down", "my flat", "low on money": the word, not the feeling.
    if (
      m &&
      /^(?:down|flat|low|blue|lost)$/.test(m[0]) &&
      !/\b(?:feel|feeling|felt|feels|so|really|very|bit|pretty|kinda|been|am|i'm|im|was|get|getting|is|seem|seems|too|super|totally|quite|and)$/.test(
        plain.slice(0, m.index).trim(),
      )
    ) {
      continue;
    }
    if (m) {
      const at = plain.slice(0, m.index).split(' ').filter(Boolean).length;
      if (enNegatedBefore(words, at) && journal <= 0) {
        negated.push(feeling);
        continue;
      }
    }
    const word = m?.[0] ?? '';
    const own = EN_ADJECTIVES[feeling].find((adj) => adj === word);
    const before = words.slice(0, m ? plain.slice(0, m.index).split(' ').length : 0).slice(-2);
    const intensity =
      journal >= 1.5 ||
      before.some((w) => /^(?:so|really|very|extremely|super|too|totally|completely)$/.test(w))
        ? 1.5
        : before.some((w) => /^(?:bit|little|slightly|kinda|somewhat)$/.test(w))
          ? 0.5
          : 1;
    named.push({
      feeling,
      intensity,
      en: own ?? EN_ADJECTIVES[feeling][0]!,
      ko: KO_DEFAULT_PREDICATE[feeling],
    });
  }
  return { named: byPosition(named, plain), negated, joyPast };
}

function byPosition(named: NamedFeeling[], plain: string): NamedFeeling[] {
  const at = (f: NamedFeeling) => {
    const i = plain.indexOf(f.en.split(' ')[0]!);
    return i < 0 ? plain.length : i;
  };
  return named.sort((a, b) => at(a) - at(b));
}

function koreanFeelings(text: string): FeelingsRead {
  const compact = normalise(text).compact;
  const spaced = text.normalize('NFC');
  const named: NamedFeeling[] = [];
  const negated: Feeling[] = [];
  const scores = emotionScores(text);
  const found = new Map<Feeling, { at: number; say: KoreanPredicate; word: string }>();
  for (const { stem, feeling, say } of KO_PREDICATES) {
    const m = stem.exec(compact);
    if (!m || found.has(feeling)) continue;
    const after = compact.slice(m.index + m[0].length, m.index + m[0].length + 4);
    const before = compact.slice(Math.max(0, m.index - 2), m.index);
    if (/^[가-힣]?(?:지않|지도않|진않|지는않|지못)/.test(after) || /안$/.test(before)) {
      negated.push(feeling);
      continue;
    }
    found.set(feeling, { at: m.index, say, word: m[0] });
  }
  for (const feeling of FEELINGS) {
    if (feeling === 'happy' || found.has(feeling) || negated.includes(feeling)) continue;
    const m = KO_BANK.feelingWords[feeling].exec(compact);
    const journal = EMOTIONS.filter((e) => FEELING_OF[e] === feeling).reduce(
      (s, e) => s + (scores.get(e) ?? 0),
      0,
    );
    if (m && journal >= 0)
      found.set(feeling, { at: m.index, say: KO_DEFAULT_PREDICATE[feeling], word: m[0] });
  }
  // Each joy word on its own: denied ('안 기뻐', '기쁘지가 않아'), someone else's ('다들 행복해
  // 보이는데'), only wanted or a topic ('행복이 뭘까'), or felt. '좋지 않아요', '안 좋아': good denied.
  // The last joy word the person speaks for decides ('기쁜 날인데 기쁘지 않은 제가…' lands on the denial).
  const own = koreanJoys(spaced).filter((j) => j.use !== 'others' && j.use !== 'topic');
  const felt = own.at(-1)?.use === 'felt' ? own.at(-1) : undefined;
  if (felt)
    found.set('happy', {
      at: felt.at,
      say: KO_DEFAULT_PREDICATE.happy,
      word: spaced.slice(felt.at, felt.at + 2),
    });
  else if (
    own.length ||
    /(?:안|못)좋|좋지(?:가|도|는|를)?(?:않|못|안)|안괜찮(?!을까)|괜찮지(?:가|도|는|를)?(?:않아|않았|않네|않더|않은|않다|못)|기분이별로/.test(
      compact,
    )
  )
    negated.push('happy');
  const strong = /너무|진짜|완전|엄청|정말|개힘|개빡|미치겠|죽겠|ㅠㅠ|ㅜㅜ/.test(spaced);
  const soft = /조금|약간|좀|살짝/.test(spaced);
  for (const [feeling, { say, word }] of [...found.entries()].sort((a, b) => a[1].at - b[1].at)) {
    const intensity = strong ? 1.5 : soft ? 0.5 : 1;
    named.push({ feeling, intensity, en: EN_ADJECTIVES[feeling][0]!, ko: say, word });
  }
  return { named, negated, joyPast: Boolean(felt?.past) };
}

function test(patterns: { en: RegExp; ko: RegExp }, korean: boolean, plain: string, spaced: string): boolean {
  return korean ? patterns.ko.test(spaced) : patterns.en.test(plain);
}

const READ = new Map<string, TurnReading>();
const READ_LIMIT = 2000;

/** Forgets the kept readings (the harness times replies to turns never read before). */
export function forgetReadings(): void {
  READ.clear();
}

/**
 * Reads one turn in the language it is written in (a Korean turn in an English session reads as
 * Korean). Each reply re-reads the session's earlier turns, so readings are kept for a while.
 */
export function understandTurn(message: string): TurnReading {
  const known = READ.get(message);
  if (known) return known;
  const reading = readTurn(message);
  if (READ.size >= READ_LIMIT) READ.delete(READ.keys().next().value!);
  READ.set(message, reading);
  return reading;
}

function readTurn(message: string): TurnReading {
  const korean = HANGUL.test(message);
  const spaced = message.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'");
  const plain = englishWords(message).join(' ');
  const { named, negated, joyPast } = korean ? koreanFeelings(message) : englishFeelings(message);
  // "it's not getting better", "나아지지 않아요": relief words that deny relief.
  const reliefDenied = test(RELIEF_DENIED, korean, plain, spaced);
  // '덜 비참해요', 'less bitter': any hard feeling said to be less is easing.
  const lessHard = [
    ...(korean ? spaced : plain).matchAll(korean ? /덜\s?([가-힣]+)/g : /\bless (\w+)/g),
  ].some((m) =>
    FEELINGS.some((f) => f !== 'happy' && (korean ? KO_BANK : EN_BANK).feelingWords[f].test(m[1]!)),
  );
  const relief =
    !reliefDenied &&
    (lessHard ||
      (korean && KO_SUBSIDED.test(spaced)) ||
      test(RELIEF, korean, plain, spaced) ||
      (!korean &&
        /\b(?:helped|helps)\b/.test(plain) &&
        !/\b(?:not|nothing|doesn'?t|didn'?t|never|won'?t)\b[\w ]{0,12}\bhelp/.test(plain)));
  const thanks = test(THANKS, korean, plain, spaced) && !test(THANKS_REPORTED, korean, plain, spaced);
  const advice = test(ADVICE, korean, plain, spaced);
  const asked = korean ? isKoreanQuestion(message) : isEnglishQuestion(message);
  const greeting = test(GREETING, korean, plain, spaced.trim()) && message.length < 30;
  const cues: TurnCues = {
    panic: test(CUES.panic, korean, plain, spaced),
    selfCritical: test(CUES.selfCritical, korean, plain, spaced),
    rumination: test(CUES.rumination, korean, plain, spaced),
    sleepTrouble: test(CUES.sleepTrouble, korean, plain, spaced),
  };
  // "less anxious", "덜 불안해": the feeling inside a relief is not what the turn feels now.
  // "less bitter", "takes the pressure off": the word after "less", or a weight taken off.
  const lessened = [...plain.matchAll(/\bless (?:\w+ )?(\w+)/g)].map((m) => m[1]!);
  const easedHere = (f: NamedFeeling) =>
    korean
      ? /덜/.test(spaced) || KO_SUBSIDED.test(spaced)
      : new RegExp(`less (?:\\w+ )?${f.en}`).test(plain) ||
        lessened.some((word) => EN_BANK.feelingWords[f.feeling].test(word)) ||
        (f.feeling === 'stressed' && /\b(?:pressure|weight|stress|load) off\b/.test(plain)) ||
        f.feeling === 'happy';
  const negativeContent =
    test(NEGATIVE_CONTENT, korean, plain, spaced) ||
    cues.selfCritical ||
    cues.sleepTrouble ||
    cues.panic ||
    reliefDenied;
  // "또 야근이래요. 아주 잘됐네요 ㅋㅋ", "great, just great. my flight got cancelled again": praise
  // in irony around something hard is the complaint, not joy.
  // A good thing that happened ('합격했어 ㅋㅋ 잘됐다') is celebrated with a laugh, not mocked.
  const irony = soundsIronic(korean ? spaced : plain, korean) && !test(GOOD_EVENT, korean, plain, spaced);
  const ironic =
    irony &&
    !relief &&
    (negativeContent ||
      named.some((f) => f.feeling !== 'happy') ||
      /(?:^|\s)또(?:\s|다시)|\b(?:again|another)\b/.test(korean ? spaced : plain));
  const feelings = (relief ? named.filter((f) => !easedHere(f)) : named).filter(
    (f) => !(ironic && f.feeling === 'happy'),
  );
  const eased = relief ? named.filter((f) => easedHere(f) && f.feeling !== 'happy') : [];
  if (negated.includes('happy') && !feelings.some((f) => f.feeling !== 'happy'))
    feelings.push({ feeling: 'sad', intensity: 1, en: 'low', ko: KO_DEFAULT_PREDICATE.sad });
  const hard = feelings.filter((f) => f.feeling !== 'happy');
  const good = feelings.some((f) => f.feeling === 'happy') || (thanks && !ironic);
  const progress = PROGRESS[korean ? 'ko' : 'en'].exec(korean ? spaced : plain);
  let valence: Valence;
  if (relief) valence = hard.length ? 'mixed' : 'relief';
  else if (ironic) valence = 'negative';
  else if (hard.length || (negativeContent && !good)) valence = good && hard.length ? 'mixed' : 'negative';
  else if (
    good ||
    (!negativeContent &&
      progress &&
      !newsIsOthers(korean ? spaced : plain, progress.index, korean) &&
      !test(REPORTED, korean, plain, spaced))
  )
    valence = 'positive';
  else valence = 'neutral';
  if (negativeContent && good && !relief) valence = 'mixed';
  // Where the turn lands after its last "but", "근데", "~긴 한데": a hard landing is not relief
  // or thanks alone.
  const contrast = CONTRAST[korean ? 'ko' : 'en'].exec(spaced);
  const tail = contrast ? spaced.slice(contrast[0].length).trim() : '';
  const tailPlain = korean ? tail : englishWords(tail).join(' ');
  // "it's just that…", "the thing is…": what follows is the complaint.
  const complaint = /\b(?:just that|only that|the thing is|the problem is)\b/.test(contrast?.[0] ?? '');
  const landsHard =
    tail.length > 0 &&
    (complaint ||
      ((!test(RELIEF, korean, tailPlain, tail) || test(RELIEF_DENIED, korean, tailPlain, tail)) &&
        (test(NEGATIVE_CONTENT, korean, tailPlain, tail) ||
          test(RELIEF_DENIED, korean, tailPlain, tail) ||
          test(CUES.sleepTrouble, korean, tailPlain, tail) ||
          test(CUES.panic, korean, tailPlain, tail) ||
          (korean ? koreanFeelings(tail) : englishFeelings(tail)).named.some((f) => f.feeling !== 'happy'))));
  if (landsHard && (relief || thanks || valence === 'positive')) valence = 'mixed';
  // "손주 보는 건 즐겁긴 한데 그것도 잠깐이에요", "it was fun, but it didn't last": a joy conceded
  // before '-긴 한데', '-지만' or "but", with nothing good after it, is not where the turn lands.
  if (
    valence === 'positive' &&
    /[a-z가-힣]/.test(tail) &&
    CONCESSION[korean ? 'ko' : 'en'].test(contrast?.[0] ?? '')
  ) {
    const tailReading = korean ? koreanFeelings(tail) : englishFeelings(tail);
    const tailGood =
      tailReading.named.some((f) => f.feeling === 'happy') ||
      PROGRESS[korean ? 'ko' : 'en'].test(tailPlain) ||
      test(RELIEF, korean, tailPlain, tail);
    if (!tailGood) valence = 'mixed';
  }

  const act: TurnAct = advice
    ? 'advice'
    : relief
      ? 'relief'
      : thanks && !hard.length && !landsHard
        ? 'thanks'
        : asked
          ? 'question'
          : greeting
            ? 'greeting'
            : 'statement';

  const subjects: Subject[] = korean
    ? koreanSubjects(message).map((s) => ({ phrase: s.noun, noun: s.noun, topic: s.topic }))
    : englishSubjects(message);
  // A turn that lands on something hard is about what it lands on ("…, but the side effects are rough").
  // (In Korean the clause before '-는데' usually names the topic, so the order stays.)
  if (landsHard && !korean) {
    const inTail = (x: Subject) => (tail.includes(x.noun.toLowerCase()) ? 0 : 1);
    subjects.sort((a, b) => inTail(a) - inTail(b));
  }
  const topics = [...new Set(subjects.flatMap((s) => (s.topic ? [s.topic] : [])))];
  if (cues.sleepTrouble && !topics.includes('sleep')) topics.push('sleep');
  if (cues.selfCritical && !topics.includes('self')) topics.push('self');
  return {
    language: korean ? 'ko' : 'en',
    feelings,
    negated,
    valence,
    act,
    subjects,
    topics,
    clause: korean ? koreanClause(message) : englishClause(message),
    cues,
    asked,
    eased,
    implied: hard.length
      ? undefined
      : // Asking what to do or how ("should I…?", "어떻게 말해야 할까") is not knowing yet.
        advice ||
          /\b(?:idk|don'?t know|no idea|not sure) (?:what to do|how to|what i'?m doing|anymore)\b|뭘 ?해야 ?할지 ?모르|어떻게 ?해야 ?할지 ?모르|막막/.test(
            korean ? spaced : plain,
          )
        ? 'stuck'
        : valence === 'negative' || valence === 'mixed'
          ? (impliedFeeling(korean, plain, spaced, cues) ?? (ironic ? 'angry' : undefined))
          : undefined,
    irony,
    joyPast,
  };
}
