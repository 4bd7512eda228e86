import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const copy: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'A gentle check-in from maeum.',
    greeting: 'Hi there,',
    before: [
      'This is the check-in you asked for. How are you feeling today?',
      'Take a moment for yourself: a slow breath, a glass of water, a few words in your journal, or a chat with your companion. Small things count.',
      "You chose to get these reminders. If you'd rather not, one tap stops them (no sign-in needed):",
    ],
    button: 'Stop these reminders',
    after: ['You can turn them on again, or change the time and days, in Settings.'],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum.의 다정한 안부',
    greeting: '안녕하세요,',
    before: [
      '요청하신 안부 알림이에요. 오늘 기분은 어떠세요?',
      '잠깐 나를 위한 시간을 가져 보세요. 천천히 숨 쉬기, 물 한 잔, 일기 몇 줄, 또는 컴패니언과의 대화도 좋아요. 작은 것도 충분해요.',
      '이 알림은 직접 신청하신 거예요. 더 받고 싶지 않으시면 한 번만 누르면 멈춰요(로그인 필요 없음).',
    ],
    button: '알림 그만 받기',
    after: ['설정에서 언제든 다시 켜거나 시간과 요일을 바꿀 수 있어요.'],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** The self-care check-in the person asked for; its link stops the reminders without sign-in. */
export const selfCareReminderEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, copy[locale], link);
