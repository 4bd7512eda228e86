import type { Emotion, JournalMood } from './journal-analysis.types';

/**
 * Feeling words by emotion. English entries ending in `*` match any word they begin (worr* →
 * worried, worrying); the others match whole words. Korean entries are stems matched inside a
 * word, so particles and endings (불안해서, 불안했어요, 불안함을) need no list of their own.
 */
export const LEXICON: Record<Emotion, { en: string[]; ko: string[] }> = {
  joy: {
    en: [
      'happy',
      'happier',
      'happiest',
      'happiness',
      'joy*',
      'glad',
      'delight*',
      'cheerful',
      'great',
      'wonderful',
      'amazing',
      'fun',
      'laugh*',
      'smil*',
      'good',
    ],
    ko: [
      '행복',
      '기쁘',
      '기뻤',
      '기뻐',
      '즐거',
      '즐겁',
      '웃었',
      '웃음',
      '신났',
      '좋았',
      '좋아서',
      '좋은 하루',
    ],
  },
  gratitude: {
    en: ['grateful', 'gratitude', 'thankful', 'thank*', 'appreciat*', 'blessed', 'lucky'],
    ko: ['감사', '고마', '고맙', '다행이', '운이 좋'],
  },
  calm: {
    en: ['calm*', 'peace*', 'relax*', 'serene', 'content', 'rested', 'settled', 'grounded'],
    ko: ['편안', '평온', '차분', '여유', '느긋', '평화', '안정'],
  },
  hope: {
    en: ['hope*', 'optimis*', 'looking forward', 'better', 'motivat*', 'inspired'],
    ko: ['희망', '기대', '나아질', '좋아질', '의욕', '힘이 났'],
  },
  pride: {
    en: ['proud', 'pride', 'accomplish*', 'achiev*', 'managed to', 'did it', 'confident'],
    ko: ['뿌듯', '자랑스', '해냈', '성취', '자신감'],
  },
  love: {
    en: ['love*', 'loving', 'cared for', 'close to', 'connected', 'hug*'],
    ko: ['사랑', '아껴', '따뜻했', '포근'],
  },
  excitement: {
    en: ['excit*', 'thrill*', 'eager', "can't wait", 'pumped'],
    ko: ['설레', '설렜', '신나', '두근', '흥분'],
  },
  relief: {
    en: ['relief', 'reliev*', 'finally over', 'weight off'],
    ko: ['안도', '홀가분', '후련', '한시름'],
  },
  sadness: {
    en: [
      'sad*',
      'unhappy',
      'down',
      'depress*',
      'cry*',
      'cried',
      'tears',
      'blue',
      'miserable',
      'heartbroken',
      'hopeless',
      'empty',
    ],
    ko: ['슬프', '슬펐', '슬퍼', '우울', '울었', '울고', '눈물', '허전', '공허', '속상'],
  },
  loneliness: {
    en: ['lonely', 'loneliness', 'alone', 'isolat*', 'left out', 'nobody', 'no one'],
    ko: ['외로', '외롭', '혼자', '고립', '쓸쓸'],
  },
  anxiety: {
    en: ['anxi*', 'worr*', 'nervous', 'panic*', 'uneasy', 'restless', 'on edge', 'overthink*'],
    ko: ['불안', '걱정', '초조', '긴장', '조마조마', '떨렸', '떨려'],
  },
  fear: {
    en: ['afraid', 'scared', 'fear*', 'terrif*', 'frighten*', 'dread*'],
    ko: ['두렵', '두려', '무서', '무섭', '겁이', '겁나'],
  },
  stress: {
    en: ['stress*', 'pressure*', 'deadline*', 'tense', 'burnout', 'burnt out', 'burned out'],
    ko: ['스트레스', '압박', '부담', '마감', '번아웃'],
  },
  anger: {
    en: ['angry', 'anger', 'mad', 'furious', 'rage', 'hate*', 'resent*', 'pissed'],
    ko: ['화가', '화나', '화났', '분노', '열받', '빡쳐', '빡쳤', '미워', '밉'],
  },
  frustration: {
    en: ['frustrat*', 'annoy*', 'irritat*', 'fed up', 'stuck'],
    ko: ['짜증', '답답', '억울', '막막', '성가'],
  },
  guilt: {
    en: ['guilt*', 'regret*', 'sorry', 'my fault', 'should have'],
    ko: ['죄책', '미안', '후회', '내 탓', '잘못했'],
  },
  shame: {
    en: ['ashamed', 'shame*', 'embarrass*', 'humiliat*', 'worthless', 'useless', 'stupid', 'failure'],
    ko: ['부끄럽', '부끄러', '창피', '수치', '쓸모없', '한심', '못난'],
  },
  exhaustion: {
    en: ['tired', 'exhaust*', 'drained', 'worn out', 'sleepy', 'fatigue*', 'no energy'],
    ko: ['피곤', '지치', '지쳤', '지쳐', '힘들', '힘드', '힘겨', '기운이 없', '녹초'],
  },
  confusion: {
    en: ['confus*', 'lost', 'unsure', 'uncertain', "don't know what", 'mixed feelings', 'torn'],
    ko: ['혼란', '헷갈', '모르겠', '갈피', '복잡'],
  },
  overwhelm: {
    en: ['overwhelm*', 'too much', 'drowning', 'swamped', "can't cope", 'falling apart'],
    ko: ['벅차', '감당', '버겁', '숨막', '정신없'],
  },
  disappointment: {
    en: ['disappoint*', 'let down', 'letdown', 'discourag*'],
    ko: ['실망', '서운', '아쉬', '허탈'],
  },
  grief: {
    en: ['grief', 'griev*', 'mourn*', 'miss him', 'miss her', 'miss them', 'passed away', 'loss'],
    ko: ['그립', '그리워', '보고 싶', '보고싶', '돌아가셨', '상실', '애도'],
  },
};

/** Which of the form's moods an emotion is closest to. */
export const MOOD_OF: Record<Emotion, JournalMood> = {
  joy: 'happy',
  gratitude: 'grateful',
  calm: 'calm',
  hope: 'happy',
  pride: 'happy',
  love: 'happy',
  excitement: 'excited',
  relief: 'calm',
  sadness: 'sad',
  loneliness: 'sad',
  anxiety: 'anxious',
  fear: 'anxious',
  stress: 'anxious',
  anger: 'angry',
  frustration: 'angry',
  guilt: 'sad',
  shame: 'sad',
  exhaustion: 'sad',
  confusion: 'confused',
  overwhelm: 'anxious',
  disappointment: 'sad',
  grief: 'sad',
};

export const EN_NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'without',
  'hardly',
  'barely',
  'nor',
  "isn't",
  "wasn't",
  "don't",
  "didn't",
  "doesn't",
  "aren't",
  "weren't",
  "can't",
  "couldn't",
  "won't",
  'nothing',
  'neither',
]);
export const EN_INTENSIFIERS = new Set([
  'very',
  'so',
  'really',
  'extremely',
  'too',
  'completely',
  'totally',
  'incredibly',
  'super',
  'deeply',
  'utterly',
  'terribly',
  'awfully',
]);
export const EN_SOFTENERS = new Set([
  'bit',
  'little',
  'slightly',
  'somewhat',
  'kinda',
  'kind',
  'sort',
  'mildly',
]);
export const KO_NEGATION_BEFORE = ['안', '못', '전혀', '별로', '하나도'];
export const KO_NEGATION_AFTER = /^(?:않|아니|못|없)/;
export const KO_INTENSIFIERS = [
  '너무',
  '정말',
  '진짜',
  '완전',
  '엄청',
  '매우',
  '많이',
  '몹시',
  '굉장히',
  '넘',
];
export const KO_SOFTENERS = ['조금', '약간', '좀', '살짝'];

/** Things people did for themselves: the analysis names them as strengths. */
export const COPING: { en: string[]; ko: string[]; key: string }[] = [
  {
    key: 'movement',
    en: ['walk*', 'run*', 'exercis*', 'gym', 'yoga', 'stretch*', 'swim*', 'hike*'],
    ko: ['산책', '운동', '걸었', '달렸', '요가', '스트레칭', '수영', '등산'],
  },
  {
    key: 'connection',
    en: ['friend*', 'talked to', 'called my', 'family', 'mom', 'dad', 'partner', 'sister', 'brother'],
    ko: ['친구', '가족', '엄마', '아빠', '통화', '이야기를 나눴', '얘기했'],
  },
  {
    key: 'rest',
    en: ['slept', 'sleep', 'nap*', 'rest*', 'break'],
    ko: ['잤', '잠을', '낮잠', '쉬었', '휴식'],
  },
  {
    key: 'mindfulness',
    en: ['meditat*', 'breath*', 'journal*', 'wrote', 'mindful*', 'pray*'],
    ko: ['명상', '호흡', '일기', '기도', '마음챙김'],
  },
  {
    key: 'help',
    en: ['therapist', 'counselor', 'counsellor', 'doctor', 'asked for help'],
    ko: ['상담', '병원', '도움을 청', '도움을 요청'],
  },
];

/** All-or-nothing and self-critical words: the analysis gently points at them. */
export const ABSOLUTES = {
  en: ['always', 'never', 'everyone', 'nobody', 'everything', 'nothing', 'ruined'],
  ko: ['항상', '맨날', '절대', '아무도', '모든 게', '다 망', '매번'],
};
export const SELF_CRITICISM = {
  en: [
    "i'm useless",
    'i am useless',
    "i'm stupid",
    'i am stupid',
    'i hate myself',
    "i'm a failure",
    'i am a failure',
    "i'm worthless",
    "i'm not good enough",
    'my fault',
  ],
  ko: [
    '나는 쓸모없',
    '난 쓸모없',
    '내가 한심',
    '나는 한심',
    '내 탓',
    '나는 왜 이렇게',
    '난 왜 이렇게',
    '내가 싫',
    '나 자신이 싫',
  ],
};
