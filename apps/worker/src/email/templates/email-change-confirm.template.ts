import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const copy: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'Confirm your new maeum. e-mail address',
    greeting: 'Hi there,',
    before: [
      'Someone (hopefully you) asked to use this address for their maeum. account. To confirm it, open this link:',
    ],
    button: 'Confirm this address',
    after: [
      'This link is valid for 24 hours and works once. Until then, the account keeps its current address.',
      "If you didn't ask for this, you can ignore this e-mail. Nothing will change.",
    ],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 새 이메일 주소 확인 안내',
    greeting: '안녕하세요,',
    before: ['maeum. 계정의 이메일을 이 주소로 바꾸려는 요청을 받았어요. 아래 링크에서 확인해 주세요.'],
    button: '이 주소 확인하기',
    after: [
      '이 링크는 24시간 동안 유효하며 한 번만 사용할 수 있어요. 확인하기 전까지는 지금의 주소가 그대로 유지돼요.',
      '요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 아무것도 바뀌지 않아요.',
    ],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** To the new address: the link that moves the account to it. */
export const emailChangeConfirmEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, copy[locale], link);
