import { EmailLocale } from '@maeum/contracts';
import { EmailContent, escapeHtml, layout } from './layout';

const copy: Record<
  EmailLocale,
  {
    subject: string;
    greeting: string;
    intro: string;
    button: string;
    validity: string;
    ignore: string;
    closing: string;
  }
> = {
  en: {
    subject: 'Reset your maeum. password',
    greeting: 'Hi there,',
    intro:
      'Someone (hopefully you) asked to reset the password of your maeum. account. You can choose a new one here:',
    button: 'Choose a new password',
    validity: 'This link is valid for 15 minutes and works once.',
    ignore: "If you didn't ask for this, you can ignore this e-mail. Your password stays as it is.",
    closing: 'Take care,',
  },
  ko: {
    subject: 'maeum. 비밀번호 재설정 안내',
    greeting: '안녕하세요,',
    intro: 'maeum. 계정의 비밀번호 재설정 요청을 받았어요. 아래 링크에서 새 비밀번호를 정해 주세요.',
    button: '새 비밀번호 정하기',
    validity: '이 링크는 15분 동안 유효하며 한 번만 사용할 수 있어요.',
    ignore: '요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 비밀번호는 그대로 유지돼요.',
    closing: '오늘도 편안한 하루 보내세요.',
  },
};

export function passwordResetEmail(locale: EmailLocale, link: string): EmailContent {
  const t = copy[locale];
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    link,
    '',
    t.validity,
    '',
    t.ignore,
    '',
    t.closing,
    'maeum.',
  ].join('\n');
  const href = escapeHtml(link);
  const body = `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#3d5a4c;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;color:#4a4a4a">${href}</p>
<p>${escapeHtml(t.validity)}</p>
<p>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.closing)}<br>maeum.</p>`;
  return { subject: t.subject, text, html: layout(locale, t.subject, body) };
}
