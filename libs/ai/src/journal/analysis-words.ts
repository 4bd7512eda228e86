import type { Emotion, JournalLanguage } from './journal-analysis.types';

type Words = Record<JournalLanguage, string>;

/** How the analysis names each emotion in a sentence. */
export const EMOTION_NAMES: Record<Emotion, Words> = {
  joy: { en: 'joy', ko: '기쁨' },
  gratitude: { en: 'gratitude', ko: '감사' },
  calm: { en: 'calm', ko: '평온함' },
  hope: { en: 'hope', ko: '희망' },
  pride: { en: 'pride', ko: '뿌듯함' },
  love: { en: 'love', ko: '사랑' },
  excitement: { en: 'excitement', ko: '설렘' },
  relief: { en: 'relief', ko: '안도감' },
  sadness: { en: 'sadness', ko: '슬픔' },
  loneliness: { en: 'loneliness', ko: '외로움' },
  anxiety: { en: 'anxiety', ko: '불안' },
  fear: { en: 'fear', ko: '두려움' },
  stress: { en: 'stress', ko: '스트레스' },
  anger: { en: 'anger', ko: '분노' },
  frustration: { en: 'frustration', ko: '답답함' },
  guilt: { en: 'guilt', ko: '죄책감' },
  shame: { en: 'shame', ko: '부끄러움' },
  exhaustion: { en: 'exhaustion', ko: '지침' },
  confusion: { en: 'confusion', ko: '혼란' },
  overwhelm: { en: 'overwhelm', ko: '버거움' },
  disappointment: { en: 'disappointment', ko: '실망' },
  grief: { en: 'grief', ko: '그리움' },
};

/** Strengths the entry shows. */
export const GREEN_FLAGS: Record<string, Words> = {
  named: {
    en: 'You put your feelings into words — that already makes them easier to hold.',
    ko: '감정을 말로 꺼내 보셨어요. 그것만으로도 마음을 다루기가 한결 쉬워져요.',
  },
  positive: {
    en: 'You noticed a good moment ({emotion}) — worth keeping hold of.',
    ko: '좋은 순간({emotion})을 알아차리셨어요. 꼭 기억해 두면 좋겠어요.',
  },
  movement: {
    en: 'You moved your body — it helps the mind settle.',
    ko: '몸을 움직이셨어요. 마음을 가라앉히는 데 도움이 돼요.',
  },
  connection: { en: 'You reached for people who matter to you.', ko: '소중한 사람들과 연결되려고 하셨어요.' },
  rest: { en: 'You made room for rest.', ko: '스스로에게 쉴 틈을 주셨어요.' },
  mindfulness: { en: 'You took time to pause and reflect.', ko: '잠시 멈추고 돌아보는 시간을 가지셨어요.' },
  help: {
    en: 'You reached out for support — that takes courage.',
    ko: '도움을 청하셨어요. 용기가 필요한 일이에요.',
  },
};

/** What may be weighing on the entry, said gently. */
export const RED_FLAGS: Record<string, Words> = {
  heavy: {
    en: '{emotion} came through strongly — be gentle with yourself today.',
    ko: '{emotion:이가} 크게 느껴져요. 오늘은 스스로에게 조금 더 다정해 주세요.',
  },
  absolutes: {
    en: 'Words like {words} can make things feel heavier than they are.',
    ko: '{words} 같은 말은 상황을 실제보다 더 무겁게 느끼게 할 수 있어요.',
  },
  selfCriticism: {
    en: 'You were hard on yourself here. Would you speak to a friend this way?',
    ko: '스스로에게 꽤 엄격하셨어요. 친구에게도 이렇게 말할까요?',
  },
  crisis: {
    en: 'You wrote about not wanting to be here. You deserve support right now: call 109 (24/7) or 1577-0199. In an emergency, 119.',
    ko: '여기 있고 싶지 않다는 마음을 적으셨어요. 지금 도움을 받으실 수 있어요: 109(24시간) 또는 1577-0199, 응급 상황이면 119.',
  },
};

/** A kinder way to look at the main difficult feeling (CBT-style reframes). */
export const REFRAMES: Partial<Record<Emotion, Words>> & { default: Words } = {
  anxiety: {
    en: "Worry is trying to protect you. What is one part of this that's within your control today?",
    ko: '걱정은 나를 지키려는 마음이기도 해요. 오늘 내가 조절할 수 있는 부분은 무엇일까요?',
  },
  fear: {
    en: 'Feeling afraid doesn’t mean the worst will happen. What would you tell a friend facing this?',
    ko: '두렵다고 해서 최악의 일이 일어나는 건 아니에요. 같은 상황의 친구에게는 뭐라고 말해 줄까요?',
  },
  stress: {
    en: "You don't have to carry everything at once. What is the next small step, and what can wait?",
    ko: '모든 걸 한꺼번에 짊어질 필요는 없어요. 다음 작은 한 걸음은 무엇이고, 미뤄도 되는 건 무엇일까요?',
  },
  sadness: {
    en: 'Sadness often shows what matters to you. It’s okay to feel it and still be kind to yourself.',
    ko: '슬픔은 내게 소중한 것이 무엇인지 알려 주기도 해요. 슬퍼하면서도 나에게 다정할 수 있어요.',
  },
  loneliness: {
    en: 'Feeling alone is a signal to reconnect, not a sign something is wrong with you. Who could you reach out to, even briefly?',
    ko: '외로움은 내가 잘못됐다는 뜻이 아니라 연결이 필요하다는 신호예요. 잠깐이라도 연락해 볼 사람이 있을까요?',
  },
  anger: {
    en: 'Anger often points to a boundary that was crossed. What do you need, and how could you ask for it?',
    ko: '분노는 지켜져야 할 선이 넘어졌다는 신호일 때가 많아요. 내가 필요한 건 무엇이고, 어떻게 요청할 수 있을까요?',
  },
  frustration: {
    en: 'Feeling stuck is part of doing something hard. What’s one thing you could try differently?',
    ko: '막힌 느낌은 어려운 일을 하고 있다는 뜻이기도 해요. 다르게 시도해 볼 수 있는 한 가지는 무엇일까요?',
  },
  guilt: {
    en: 'Guilt shows you care about doing right. What would making peace with this look like?',
    ko: '죄책감은 옳게 하고 싶은 마음에서 와요. 이 일과 화해한다면 어떤 모습일까요?',
  },
  shame: {
    en: 'One moment doesn’t define who you are. What would you say to someone you love who felt this way?',
    ko: '한 순간이 나라는 사람 전체를 정하지는 않아요. 사랑하는 사람이 이렇게 느낀다면 뭐라고 말해 줄까요?',
  },
  exhaustion: {
    en: 'Being tired is your body asking for care, not a failure. What would real rest look like tonight?',
    ko: '지친 건 실패가 아니라 몸이 돌봄을 청하는 거예요. 오늘 밤 제대로 쉬려면 무엇이 필요할까요?',
  },
  overwhelm: {
    en: 'When everything feels like too much, shrink the day: what is the one thing that matters most right now?',
    ko: '모든 게 버거울 땐 하루를 작게 나눠 보세요. 지금 가장 중요한 한 가지는 무엇일까요?',
  },
  confusion: {
    en: 'Not knowing yet is okay. What do you know for sure, even if it’s small?',
    ko: '아직 모르는 건 괜찮아요. 작더라도 확실히 아는 것은 무엇인가요?',
  },
  disappointment: {
    en: 'Disappointment means you hoped for something. What did that hope say about what you value?',
    ko: '실망은 무언가를 바랐다는 뜻이에요. 그 바람은 내가 무엇을 소중히 여기는지 말해 주나요?',
  },
  grief: {
    en: 'Missing someone is love with nowhere to go. How could you honour them today?',
    ko: '그리움은 갈 곳 없는 사랑이에요. 오늘 그 사람을 어떻게 기억하고 싶나요?',
  },
  default: {
    en: 'Whatever today held, you showed up and wrote it down. What would you like to carry into tomorrow?',
    ko: '오늘이 어땠든, 이렇게 적어 내려간 것 자체가 의미 있어요. 내일로 가져가고 싶은 것은 무엇인가요?',
  },
};

export const TONE = {
  single: { en: 'Mostly {a}.', ko: '주로 {a:이가} 느껴져요.' },
  pair: { en: 'Mostly {a}, with some {b}.', ko: '주로 {a}, 그리고 약간의 {b:이가} 느껴져요.' },
  mixed: { en: 'A mix of {a} and {b}.', ko: '{a:과와} {b:이가} 섞여 있어요.' },
  neutral: { en: 'A steady, reflective entry.', ko: '차분하게 돌아보는 기록이에요.' },
} as const;
