import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const copy: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'Your maeum. e-mail address is about to change',
    greeting: 'Hi there,',
    before: [
      'Someone asked to change the e-mail address of your maeum. account. The change happens only once the link sent to the new address is opened; until then, this address stays.',
      "If this wasn't you, choose a new password now. That signs everyone out of your account:",
    ],
    button: 'Choose a new password',
    after: ['If it was you, there is nothing more to do here.'],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 이메일 주소 변경 요청 안내',
    greeting: '안녕하세요,',
    before: [
      'maeum. 계정의 이메일 주소를 바꾸려는 요청을 받았어요. 새 주소로 보낸 링크를 열어야 바뀌며, 그 전까지는 이 주소가 그대로 유지돼요.',
      '직접 요청하지 않으셨다면 지금 새 비밀번호를 정해 주세요. 모든 기기에서 로그아웃돼요.',
    ],
    button: '새 비밀번호 정하기',
    after: ['직접 요청하셨다면 더 하실 일은 없어요.'],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** To the current address: a change was asked for, and how to stop someone who is not the owner. */
export const emailChangeNoticeEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, copy[locale], link);
