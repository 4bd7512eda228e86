import type { Feeling } from '../bank/reply-bank.types';
import type { Emotion } from '../../journal/journal-analysis.types';

/** The journal's emotions as the companion's feelings (the mood tags the screens translate). */
export const FEELING_OF: Record<Emotion, Feeling> = {
  joy: 'happy',
  gratitude: 'happy',
  calm: 'happy',
  hope: 'happy',
  pride: 'happy',
  love: 'happy',
  excitement: 'happy',
  relief: 'happy',
  sadness: 'sad',
  loneliness: 'lonely',
  anxiety: 'anxious',
  fear: 'anxious',
  stress: 'stressed',
  anger: 'angry',
  frustration: 'angry',
  guilt: 'guilty',
  shame: 'guilty',
  exhaustion: 'tired',
  confusion: 'stuck',
  overwhelm: 'overwhelmed',
  disappointment: 'hurt',
  grief: 'sad',
};

/** English adjectives a reflection may use for a feeling; the person's own one when it is here. */
export const EN_ADJECTIVES: Record<Feeling, string[]> = {
  sad: ['sad', 'down', 'low', 'heartbroken', 'miserable', 'upset', 'gutted', 'depressed'],
  anxious: [
    'anxious',
    'shaken',
    'shaky',
    'rattled',
    'nervous',
    'worried',
    'scared',
    'afraid',
    'uneasy',
    'on edge',
    'terrified',
    'panicky',
  ],
  tired: ['tired', 'exhausted', 'drained', 'worn out', 'burnt out', 'burned out', 'wiped'],
  angry: ['angry', 'frustrated', 'mad', 'furious', 'annoyed', 'irritated', 'fed up', 'pissed'],
  lonely: ['lonely', 'alone', 'isolated', 'left out', 'invisible'],
  stressed: ['stressed', 'under pressure', 'tense', 'swamped'],
  overwhelmed: ['overwhelmed', 'swamped', 'drowning'],
  hurt: ['hurt', 'let down', 'rejected', 'betrayed', 'disappointed'],
  guilty: ['guilty', 'ashamed', 'embarrassed'],
  empty: ['empty', 'numb', 'flat', 'hollow'],
  stuck: ['stuck', 'lost', 'confused'],
  happy: ['happy', 'glad', 'excited', 'proud', 'hopeful'],
};

export interface KoreanPredicate {
  genz: string;
  normal: string;
  /** Guessing a past feeling: '불안했겠다' / '불안하셨겠어요'. */
  genzPast: string;
  normalPast: string;
}

const ha = (stem: string): KoreanPredicate => ({
  genz: `${stem}하구나`,
  normal: `${stem}하시군요`,
  genzPast: `${stem}했겠다`,
  normalPast: `${stem}하셨겠어요`,
});
const doe = (stem: string): KoreanPredicate => ({
  genz: `${stem}되는구나`,
  normal: `${stem}되시는군요`,
  genzPast: `${stem}됐겠다`,
  normalPast: `${stem}되셨겠어요`,
});
const p = (genz: string, normal: string, genzPast: string, normalPast: string): KoreanPredicate => ({
  genz,
  normal,
  genzPast,
  normalPast,
});

/** Korean feeling stems (on the text without spaces) and how to say them back, most specific first. */
export const KO_PREDICATES: { stem: RegExp; feeling: Feeling; say: KoreanPredicate }[] = [
  { stem: /불안/, feeling: 'anxious', say: ha('불안') },
  { stem: /걱정/, feeling: 'anxious', say: doe('걱정') },
  { stem: /긴장/, feeling: 'anxious', say: doe('긴장') },
  { stem: /초조/, feeling: 'anxious', say: ha('초조') },
  {
    stem: /무서|무섭|두려|겁나|쫄려/,
    feeling: 'anxious',
    say: p('무섭구나', '두려우시군요', '무서웠겠다', '두려우셨겠어요'),
  },
  {
    stem: /공황/,
    feeling: 'anxious',
    say: p('많이 놀랐구나', '많이 놀라셨군요', '많이 놀랐겠다', '많이 놀라셨겠어요'),
  },
  { stem: /속상/, feeling: 'sad', say: ha('속상') },
  { stem: /우울/, feeling: 'sad', say: ha('우울') },
  {
    stem: /슬프|슬퍼|슬펐|슬픔/,
    feeling: 'sad',
    say: p('슬프구나', '슬프시군요', '슬펐겠다', '슬프셨겠어요'),
  },
  {
    stem: /외로|외롭|쓸쓸/,
    feeling: 'lonely',
    say: p('외롭구나', '외로우시군요', '외로웠겠다', '외로우셨겠어요'),
  },
  { stem: /허전/, feeling: 'empty', say: ha('허전') },
  {
    stem: /공허|허무|현타/,
    feeling: 'empty',
    say: p('마음이 텅 빈 것 같구나', '마음이 텅 빈 것 같으시군요', '허무했겠다', '허무하셨겠어요'),
  },
  {
    stem: /지치|지쳐|지쳤|방전|번아웃|녹초/,
    feeling: 'tired',
    say: p('많이 지쳤구나', '많이 지치셨군요', '지쳤겠다', '지치셨겠어요'),
  },
  { stem: /피곤/, feeling: 'tired', say: ha('피곤') },
  {
    stem: /하기싫|의욕이없|귀찮/,
    feeling: 'tired',
    say: p(
      '아무것도 하기 싫을 만큼 지쳤구나',
      '아무것도 하기 싫을 만큼 지치셨군요',
      '많이 지쳤겠다',
      '많이 지치셨겠어요',
    ),
  },
  {
    stem: /힘들|힘드|힘겨/,
    feeling: 'tired',
    say: p('많이 힘들구나', '많이 힘드시군요', '힘들었겠다', '힘드셨겠어요'),
  },
  {
    stem: /짜증/,
    feeling: 'angry',
    say: p('짜증 날 만하다', '짜증 나실 만해요', '짜증 났겠다', '짜증 나셨겠어요'),
  },
  { stem: /억울/, feeling: 'angry', say: ha('억울') },
  {
    stem: /화나|화가|화났|빡쳐|빡침|빡쳤|열받|킹받|분노/,
    feeling: 'angry',
    say: p('화날 만하다', '화나실 만해요', '화났겠다', '화나셨겠어요'),
  },
  { stem: /서운/, feeling: 'hurt', say: ha('서운') },
  {
    stem: /상처|배신/,
    feeling: 'hurt',
    say: p('상처가 컸구나', '상처가 크셨군요', '상처받았겠다', '상처받으셨겠어요'),
  },
  { stem: /실망/, feeling: 'hurt', say: doe('실망') },
  { stem: /막막/, feeling: 'stuck', say: ha('막막') },
  { stem: /답답/, feeling: 'stuck', say: ha('답답') },
  {
    stem: /부담/,
    feeling: 'stressed',
    say: p('부담이 크구나', '부담이 크시군요', '부담됐겠다', '부담되셨겠어요'),
  },
  {
    stem: /스트레스|압박/,
    feeling: 'stressed',
    say: p('스트레스가 크구나', '스트레스가 크시군요', '스트레스받았겠다', '스트레스받으셨겠어요'),
  },
  {
    stem: /벅차|버거|버겁|감당/,
    feeling: 'overwhelmed',
    say: p('많이 벅차구나', '많이 벅차시군요', '벅찼겠다', '벅차셨겠어요'),
  },
  { stem: /후회/, feeling: 'guilty', say: doe('후회') },
  {
    stem: /창피|부끄|쪽팔/,
    feeling: 'guilty',
    say: p('창피했구나', '창피하셨군요', '창피했겠다', '창피하셨겠어요'),
  },
  {
    stem: /죄책|미안|죄송/,
    feeling: 'guilty',
    say: p('미안한 마음이 크구나', '미안한 마음이 크시군요', '마음이 무거웠겠다', '마음이 무거우셨겠어요'),
  },
];

/** The feeling's own predicate when the person named it with another word ('킹받' → angry). */
export const KO_DEFAULT_PREDICATE: Record<Feeling, KoreanPredicate> = {
  sad: ha('속상'),
  anxious: ha('불안'),
  tired: p('많이 지쳤구나', '많이 지치셨군요', '지쳤겠다', '지치셨겠어요'),
  angry: p('화날 만하다', '화나실 만해요', '화났겠다', '화나셨겠어요'),
  lonely: p('외롭구나', '외로우시군요', '외로웠겠다', '외로우셨겠어요'),
  stressed: p('부담이 크구나', '부담이 크시군요', '부담됐겠다', '부담되셨겠어요'),
  overwhelmed: p('많이 벅차구나', '많이 벅차시군요', '벅찼겠다', '벅차셨겠어요'),
  hurt: p('마음이 아프구나', '마음이 아프시군요', '상처받았겠다', '상처받으셨겠어요'),
  guilty: p(
    '자꾸 자책하게 되는구나',
    '자꾸 자책하게 되시는군요',
    '마음이 무거웠겠다',
    '마음이 무거우셨겠어요',
  ),
  empty: p('마음이 텅 빈 것 같구나', '마음이 텅 빈 것 같으시군요', '허무했겠다', '허무하셨겠어요'),
  stuck: ha('막막'),
  happy: p('기분이 좋구나', '기분이 좋으시군요', '좋았겠다', '좋으셨겠어요'),
};

/** The feeling as a Korean noun phrase, for questions ('불안한 마음은 언제 제일 커져?'). */
export const KO_FEELING_NOUN: Record<Feeling, string> = {
  sad: '속상한 마음',
  anxious: '불안한 마음',
  tired: '지친 마음',
  angry: '화난 마음',
  lonely: '외로운 마음',
  stressed: '부담감',
  overwhelmed: '벅찬 마음',
  hurt: '서운한 마음',
  guilty: '자책하는 마음',
  empty: '허전한 마음',
  stuck: '막막한 마음',
  happy: '좋은 기분',
};

/** The feeling as it was, for a turn that says it has eased ('불안했던 마음이 좀 풀렸다니'). */
export const KO_EASED_NOUN: Record<Feeling, string> = {
  sad: '가라앉았던 마음',
  anxious: '불안했던 마음',
  tired: '지쳤던 마음',
  angry: '화났던 마음',
  lonely: '외로웠던 마음',
  stressed: '부담감',
  overwhelmed: '벅찼던 마음',
  hurt: '서운했던 마음',
  guilty: '자책하던 마음',
  empty: '허전했던 마음',
  stuck: '막막했던 마음',
  happy: '좋은 기분',
};
