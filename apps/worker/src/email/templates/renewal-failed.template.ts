import { EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail, LinkEmailCopy } from './link-email';

const failed: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: "We couldn't renew your maeum. plan",
    greeting: 'Hi there,',
    before: [
      'Your card was declined when we tried to renew your plan. Nothing has changed yet: you keep your plan while we try again over the next few days.',
      'To keep it without a gap, add another card or choose a different one on Plans & Billing:',
    ],
    button: 'Open Plans & Billing',
    after: [
      'If you would rather stop, there is nothing to do: after the last try your plan becomes Free, and nothing more is charged.',
    ],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 플랜을 갱신하지 못했어요',
    greeting: '안녕하세요,',
    before: [
      '플랜을 갱신하려 했지만 카드 결제가 거절됐어요. 아직 달라진 건 없어요. 며칠 동안 다시 시도하는 동안 지금 플랜을 그대로 쓰실 수 있어요.',
      '끊김 없이 이용하시려면 플랜 및 결제에서 다른 카드를 추가하거나 선택해 주세요.',
    ],
    button: '플랜 및 결제 열기',
    after: [
      '그만 이용하시려면 따로 하실 일은 없어요. 마지막 시도 뒤에는 무료 플랜으로 바뀌고 더 이상 결제되지 않아요.',
    ],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

const ended: Record<EmailLocale, LinkEmailCopy> = {
  en: {
    subject: 'Your maeum. plan is now Free',
    greeting: 'Hi there,',
    before: [
      "We tried to renew your plan a few times, but the card was declined each time, so your account is on the Free plan now. Your journal and everything you've saved are still here.",
      'You can pick a plan again whenever you like:',
    ],
    button: 'See plans',
    after: ['Nothing more will be charged.'],
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 플랜이 무료로 바뀌었어요',
    greeting: '안녕하세요,',
    before: [
      '플랜 갱신을 여러 번 시도했지만 카드 결제가 계속 거절되어, 지금은 무료 플랜으로 이용하고 계세요. 일기와 저장해 두신 내용은 모두 그대로예요.',
      '원하실 때 언제든 다시 플랜을 고를 수 있어요.',
    ],
    button: '플랜 보기',
    after: ['더 이상 결제되지 않아요.'],
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

/** A refused renewal that will be tried again: the plan stays meanwhile, and how to keep it. */
export const renewalFailedEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, failed[locale], link);

/** The retries are used up: the account is on Free now. */
export const renewalEndedEmail = (locale: EmailLocale, link: string): EmailContent =>
  linkEmail(locale, ended[locale], link);
