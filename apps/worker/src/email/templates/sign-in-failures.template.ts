import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const copy: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'Several wrong passwords for your maeum. account',
    greeting: 'Hi there,',
    before: [
      'In the last few minutes, someone typed a wrong password for your maeum. account several times. Devices you have signed in on before can still sign in as usual; new devices have to wait a little between tries.',
      "If this wasn't you, your account is still safe, and you can choose a new, stronger password here. That signs everyone out:",
    ],
    button: 'Choose a new password',
    after: ['If it was you, there is nothing more to do here.'],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 계정에 잘못된 비밀번호가 여러 번 입력됐어요',
    greeting: '안녕하세요,',
    before: [
      '최근 몇 분 사이 maeum. 계정에 잘못된 비밀번호가 여러 번 입력됐어요. 전에 로그인하신 기기에서는 평소처럼 로그인할 수 있고, 새 기기에서는 잠시 기다렸다가 다시 시도해야 해요.',
      '직접 하신 게 아니라도 계정은 안전해요. 더 튼튼한 새 비밀번호를 정하시려면 아래를 눌러 주세요. 모든 기기에서 로그아웃돼요.',
    ],
    button: '새 비밀번호 정하기',
    after: ['직접 하신 거라면 더 하실 일은 없어요.'],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** To the owner: repeated wrong passwords, that their own devices still get in, and what to do. */
export const signInFailuresEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, copy[locale], link);
