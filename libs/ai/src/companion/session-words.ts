import type { Tone } from './bank/reply-bank.types';
import type { CompanionLanguage } from './companion-request';
import { readFeelings } from './read-feelings';

type Words = Record<CompanionLanguage, Record<Tone, string>>;

export const WELCOME: Words = {
  en: {
    normal:
      "Hi, I'm glad you're here. This is a quiet space to talk about whatever is on your mind. How are you feeling today?",
    genz: "hey! glad you're here. this is your safe space to vent, ramble, whatever. how are you feeling today?",
  },
  ko: {
    normal: '안녕하세요, 와 주셔서 반가워요. 마음속 이야기를 편하게 나눠 주세요. 오늘 기분은 어떠세요?',
    genz: '안녕! 와줘서 반가워. 여기선 뭐든 편하게 털어놔도 돼. 오늘 기분 어때?',
  },
};

/** Every session starts with this, and again after 3 hours of use. */
export const AI_NOTICE: Record<CompanionLanguage, string> = {
  en: 'You are talking with an AI companion: a computer program, not a human and not a therapist. It is not for emergencies; in a crisis call 109 or 119.',
  ko: 'AI 컴패니언과 대화 중이에요. 사람도, 치료사도 아닌 컴퓨터 프로그램이에요. 위기 상황에는 109나 119에 전화하세요.',
};

/** Said when the plan's session length is up; the session is then saved. */
export const TIME_UP: Words = {
  en: {
    normal:
      "We've reached the end of our time for this session. Thank you for sharing with me today. Take good care of yourself, and come back whenever you need to talk.",
    genz: "that's our time for this session! thanks for talking with me today. be gentle with yourself, and come back anytime.",
  },
  ko: {
    normal: '오늘 세션 시간이 다 되었어요. 이야기 나눠 주셔서 고마워요. 편히 쉬시고 언제든 다시 찾아 주세요.',
    genz: '오늘 시간 다 됐어! 얘기해줘서 고마워. 푹 쉬고 언제든 또 와.',
  },
};

type FallbackKey = 'sad' | 'anxious' | 'tired' | 'angry' | 'default';

/** Spec 001 §8: when a provider fails, a canned reply chosen by the feeling named. */
const FALLBACK: Record<FallbackKey, Words> = {
  sad: {
    en: {
      normal:
        "I'm sorry you're feeling this way. I'm here with you. Would you like to tell me more about what's making you sad?",
      genz: "i'm sorry you're feeling down. i'm here. wanna tell me more about it?",
    },
    ko: {
      normal: '그런 마음이 드셨군요. 제가 곁에 있을게요. 무엇이 슬프게 하는지 더 들려주실래요?',
      genz: '많이 속상했구나. 나 여기 있어. 뭐가 슬펐는지 더 얘기해줄래?',
    },
  },
  anxious: {
    en: {
      normal: "That sounds stressful. Let's take a slow breath together. What feels most worrying right now?",
      genz: "that sounds so stressful. let's take one slow breath. what's worrying you most rn?",
    },
    ko: {
      normal: '많이 불안하시겠어요. 같이 천천히 숨을 쉬어 봐요. 지금 가장 걱정되는 건 무엇인가요?',
      genz: '불안했겠다. 같이 천천히 숨 쉬어보자. 지금 제일 걱정되는 게 뭐야?',
    },
  },
  tired: {
    en: {
      normal: "It sounds like you're worn out. Rest matters. What has been draining you lately?",
      genz: "you sound so drained. rest is allowed. what's been wearing you out?",
    },
    ko: {
      normal: '많이 지치셨군요. 쉬는 것도 중요해요. 요즘 무엇이 가장 힘들게 하나요?',
      genz: '많이 지쳤구나. 쉬어도 돼. 요즘 뭐가 제일 힘들어?',
    },
  },
  angry: {
    en: {
      normal: 'It makes sense to feel frustrated. Your feelings are valid. What happened?',
      genz: "ugh, that's frustrating. your feelings are valid. what happened?",
    },
    ko: {
      normal: '화가 나실 만해요. 그 마음 충분히 이해해요. 무슨 일이 있었나요?',
      genz: '화날 만하다. 그 마음 이해해. 무슨 일 있었어?',
    },
  },
  default: {
    en: {
      normal: "I'm here and listening. Could you tell me a bit more about how you're feeling?",
      genz: "i'm here and listening. tell me a bit more about how you're feeling?",
    },
    ko: {
      normal: '여기서 듣고 있어요. 지금 어떤 마음인지 조금 더 들려주실래요?',
      genz: '나 여기서 듣고 있어. 지금 마음이 어떤지 좀 더 얘기해줄래?',
    },
  },
};

const FALLBACK_FEELINGS: readonly FallbackKey[] = ['sad', 'anxious', 'tired', 'angry'];

export function fallbackReply(message: string, language: CompanionLanguage, tone: Tone): string {
  const named = readFeelings(message).feelings;
  const map: Record<string, FallbackKey> = {
    overwhelmed: 'anxious',
    stressed: 'anxious',
    lonely: 'sad',
    hurt: 'sad',
    empty: 'sad',
  };
  const key =
    named
      .map((f) => (FALLBACK_FEELINGS.includes(f as FallbackKey) ? (f as FallbackKey) : map[f]))
      .find(Boolean) ?? 'default';
  return FALLBACK[key][language][tone];
}
