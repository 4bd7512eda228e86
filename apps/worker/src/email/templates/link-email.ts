import { EmailLocale } from '@maeum/contracts';
import { EmailContent, escapeHtml, layout } from './layout';

/** The words of an e-mail built of paragraphs around one link. */
export interface LinkEmailCopy {
  subject: string;
  greeting: string;
  before: string[];
  button: string;
  after: string[];
  closing: string;
}

/** Greeting, paragraphs, the link as a button and in clear, more paragraphs, the closing. */
export function linkEmail(locale: EmailLocale, t: LinkEmailCopy, link: string): EmailContent {
  const text = [
    t.greeting,
    '',
    ...t.before.flatMap((p) => [p, '']),
    link,
    '',
    ...t.after.flatMap((p) => [p, '']),
    t.closing,
    'maeum.',
  ].join('\n');
  const href = escapeHtml(link);
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const body = `<p>${escapeHtml(t.greeting)}</p>
${paragraphs(t.before)}
<p><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#3d5a4c;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;color:#4a4a4a">${href}</p>
${paragraphs(t.after)}
<p>${escapeHtml(t.closing)}<br>maeum.</p>`;
  return { subject: t.subject, text, html: layout(locale, t.subject, body) };
}
