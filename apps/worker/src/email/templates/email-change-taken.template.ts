import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const copy: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'This address already has a maeum. account',
    greeting: 'Hi there,',
    before: [
      'Someone asked to use this address for another maeum. account. This address already has an account, so nothing has changed.',
      'If it was you, you can sign in with this address here:',
    ],
    button: 'Sign in',
    after: ["If you didn't ask for this, you can ignore this e-mail. Your account stays as it is."],
    closing: 'Take care,',
  },
  ko: {
    subject: '이 주소로 이미 maeum. 계정이 있어요',
    greeting: '안녕하세요,',
    before: [
      '다른 maeum. 계정에서 이 주소를 사용하려는 요청을 받았어요. 이 주소로 이미 계정이 있어서 아무것도 바뀌지 않았어요.',
      '직접 요청하셨다면 아래에서 이 주소로 로그인하실 수 있어요.',
    ],
    button: '로그인하기',
    after: ['요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 계정은 그대로 유지돼요.'],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** To a new address that already has an account: it says so, and carries no confirmation link. */
export const emailChangeTakenEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, copy[locale], link);
