import type { TextCompleter } from '../providers/text-completer';
import { fill } from '../journal/fill';
import { assessMessage } from '../safety/safety-gate';

export type EchoTone = 'genz' | 'millennial';
export type EchoLanguage = 'en' | 'ko';

export const ECHO_MAX_WORDS = 80;
/** Korean is counted in characters, as the companion's replies are. */
const ECHO_MAX_KO_CHARS = 160;

/** What each of the 15 emojis most often means, in both languages. */
const FEELINGS: Record<string, { en: string; ko: string }> = {
  '😊': { en: 'a warm, good feeling', ko: '따뜻하고 좋은 기분' },
  '😢': { en: 'sadness', ko: '슬픔' },
  '😡': { en: 'anger', ko: '화' },
  '😰': { en: 'anxiety', ko: '불안' },
  '😴': { en: 'tiredness', ko: '피곤함' },
  '🥰': { en: 'love and tenderness', ko: '사랑스러운 마음' },
  '😤': { en: 'frustration', ko: '답답함' },
  '🤯': { en: 'overwhelm', ko: '벅차고 정신없는 마음' },
  '😌': { en: 'calm', ko: '편안함' },
  '🥺': { en: 'a tender, fragile feeling', ko: '여리고 서운한 마음' },
  '😬': { en: 'awkward tension', ko: '어색한 긴장감' },
  '🙃': { en: 'that “fine, I guess” feeling', ko: '괜찮은 척하는 마음' },
  '😶': { en: 'numbness, or no words for it yet', ko: '말로 하기 어려운 먹먹함' },
  '🤗': { en: 'wanting closeness', ko: '누군가에게 기대고 싶은 마음' },
  '😔': { en: 'a heavy, low feeling', ko: '가라앉은 마음' },
};

/** The spec's fallback texts, one set per tone (and language); {feeling} is the emoji's meaning. */
const FALLBACKS: Record<EchoLanguage, Record<EchoTone, string[]>> = {
  en: {
    genz: [
      'ok so {feeling} is showing up today, and honestly? valid. you don’t have to fix it rn. just notice it, breathe, and be a little soft with yourself. you’re doing better than you think.',
      '{feeling} era, huh. no judgment here fr. feelings are just visitors — let this one sit for a sec, drink some water, and remember you’ve gotten through every hard day so far.',
      'naming it as {feeling} is lowkey a big move. that’s you paying attention to yourself. take one slow breath and give yourself some credit for checking in.',
    ],
    millennial: [
      'It sounds like {feeling} is with you right now. That makes sense — you’ve been carrying a lot. Take a slow breath and let yourself feel it without needing to fix anything yet.',
      'Thank you for naming {feeling}. Feelings come and go like weather; this one is allowed to be here. What is one small, kind thing you could do for yourself in the next hour?',
      '{feeling} is worth listening to. It often points to something that matters to you. Be gentle with yourself today — you deserve the same care you give everyone else.',
    ],
  },
  ko: {
    genz: [
      '지금 {feeling:이가} 느껴지는구나. 완전 그럴 수 있어. 당장 고치지 않아도 돼. 숨 한번 크게 쉬고, 오늘은 나한테 조금 더 다정하게 해주자.',
      '{feeling}, 그거 진짜 자연스러운 거야. 감정은 잠깐 들렀다 가는 손님 같은 거래. 물 한 잔 마시고, 지금까지 버텨온 나 좀 칭찬해 주자.',
      '그 마음을 {feeling:이라고|라고} 알아차린 것 자체가 대단한 거야. 천천히 숨 쉬면서 지금의 나를 그냥 봐주자.',
    ],
    millennial: [
      '지금 {feeling:을를} 느끼고 계시네요. 그럴 만해요. 많은 걸 안고 지내셨잖아요. 천천히 숨을 쉬면서, 당장 해결하지 않아도 괜찮다고 스스로에게 말해 주세요.',
      '{feeling}에 이름을 붙여 주셔서 고마워요. 감정은 날씨처럼 오고 가요. 앞으로 한 시간 안에 나를 위해 할 수 있는 작은 일 하나를 떠올려 보세요.',
      '{feeling:은는} 귀 기울일 만한 마음이에요. 나에게 소중한 무언가를 알려주곤 하거든요. 오늘은 다른 사람에게 주는 만큼의 다정함을 나에게도 주세요.',
    ],
  },
};

function feelingOf(emoji: string, language: EchoLanguage): string {
  return FEELINGS[emoji]?.[language] ?? (language === 'ko' ? '지금의 마음' : 'what you feel');
}

/** The spec's fallback text for this tone: stable for the same emoji within a day. */
export function emojiEchoFallback(
  emoji: string,
  tone: EchoTone,
  language: EchoLanguage,
  seed = new Date().toISOString().slice(0, 10),
): string {
  const texts = FALLBACKS[language][tone];
  let hash = 0;
  for (const char of `${seed}${emoji}`) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const text = fill(texts[hash % texts.length], { feeling: feelingOf(emoji, language) });
  return language === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function emojiEchoInstructions(emoji: string, tone: EchoTone, language: EchoLanguage): string {
  const voice =
    tone === 'genz'
      ? 'casual, lowercase-friendly Gen Z texting style, warm, a little playful, no slurs or cringe'
      : 'supportive, gentle millennial style, like a kind friend who has been to therapy';
  return [
    'You are the reflection of a mental-wellness app’s "emoji echo". The person picked one emoji to say how they feel.',
    `The emoji is ${emoji}, which usually means: ${feelingOf(emoji, 'en')}.`,
    `Write a short reflection that names the feeling, validates it, and offers one small, kind idea. Tone: ${voice}.`,
    `Under ${ECHO_MAX_WORDS} words${language === 'ko' ? ' (under 160 Korean characters)' : ''}. No diagnosis, no medical advice, no lists, no quotes around the text.`,
    `Write in ${language === 'ko' ? 'Korean (해요체 for millennial, 반말 for genz)' : 'English'}.`,
  ].join('\n');
}

function fitsEcho(text: string, language: EchoLanguage): boolean {
  if (!text) return false;
  if (language === 'ko') return [...text].length <= ECHO_MAX_KO_CHARS;
  return text.split(/\s+/).filter(Boolean).length < ECHO_MAX_WORDS;
}

/**
 * The reflection for one emoji: the model's, when it answers in time, within the length and clear
 * of the safety gate; otherwise the tone's fallback text. Never throws.
 */
export async function writeEmojiEcho(
  input: { emoji: string; tone: EchoTone; language: EchoLanguage },
  model: TextCompleter | undefined,
  timeoutMs: number,
): Promise<{ reflection: string; fallback: boolean }> {
  const fallback = () => ({
    reflection: emojiEchoFallback(input.emoji, input.tone, input.language),
    fallback: true,
  });
  if (!model) return fallback();
  try {
    const answer = await model.complete(
      {
        system: emojiEchoInstructions(input.emoji, input.tone, input.language),
        user: input.emoji,
        maxTokens: 200,
        temperature: 0.8,
      },
      AbortSignal.timeout(timeoutMs),
    );
    const text = answer
      .trim()
      .replace(/^["“']+|["”']+$/g, '')
      .trim();
    if (!fitsEcho(text, input.language) || assessMessage(text).kind !== 'clear') return fallback();
    return { reflection: text, fallback: false };
  } catch {
    return fallback();
  }
}
