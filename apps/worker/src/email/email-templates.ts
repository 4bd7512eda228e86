import { EmailLocale, EmailTemplate } from '@maeum/contracts';
import { UnrecoverableError } from 'bullmq';
import { EmailContent } from './templates/layout';
import { emailChangeConfirmEmail } from './templates/email-change-confirm.template';
import { emailChangeNoticeEmail } from './templates/email-change-notice.template';
import { emailChangeTakenEmail } from './templates/email-change-taken.template';
import { passwordResetEmail } from './templates/password-reset.template';
import { renewalEndedEmail, renewalFailedEmail } from './templates/renewal-failed.template';
import { selfCareReminderEmail } from './templates/self-care-reminder.template';
import { signInFailuresEmail } from './templates/sign-in-failures.template';

export type { EmailContent };

const TEMPLATES: Record<EmailTemplate, (locale: EmailLocale, link: string) => EmailContent> = {
  'password-reset': passwordResetEmail,
  'email-change-confirm': emailChangeConfirmEmail,
  'email-change-taken': emailChangeTakenEmail,
  'email-change-notice': emailChangeNoticeEmail,
  'renewal-failed': renewalFailedEmail,
  'renewal-ended': renewalEndedEmail,
  'sign-in-failures': signInFailuresEmail,
  'self-care-reminder': selfCareReminderEmail,
};

/** The subject, text and HTML of one e-mail; an unknown template or language is not worth a retry. */
export function renderEmail(template: EmailTemplate, locale: EmailLocale, link: string): EmailContent {
  const render = TEMPLATES[template];
  if (!render) throw new UnrecoverableError(`Unknown e-mail template "${template}"`);
  if (locale !== 'en' && locale !== 'ko') throw new UnrecoverableError(`Unknown e-mail language "${locale}"`);
  return render(locale, link);
}
