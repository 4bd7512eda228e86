import type { EmailLocale } from '@maeum/contracts';

/** The notification of a self-care reminder (the service worker shows it as it is). */
export const REMINDER_PUSH: Record<EmailLocale, { title: string; body: string }> = {
  en: {
    title: 'A gentle check-in from maeum.',
    body: 'How are you feeling today? Take a moment for yourself: a breath, a glass of water, a few words.',
  },
  ko: {
    title: 'maeum.의 다정한 안부',
    body: '오늘 기분은 어떠세요? 잠깐 나를 위한 시간을 가져 보세요. 깊은 숨, 물 한 잔, 몇 마디의 기록도 좋아요.',
  },
};
