import { LegalSection } from '../components/legal-section';
import { CONTACT_EMAIL } from '../legal-constants';

export function TermsEn() {
  return (
    <>
      <LegalSection title="What maeum. is">
        <p>
          maeum. is an AI self-care companion: you can talk things through, keep a journal, track moods and
          habits and try small activities. It is <strong>not therapy</strong>,{' '}
          <strong>not medical advice</strong> and <strong>not a crisis service</strong>. It does not diagnose
          or treat any condition. If you are in danger or thinking about suicide, call 109 or the emergency
          numbers at the top of this page.
        </p>
      </LegalSection>

      <LegalSection title="Who can use it">
        <p>
          You must be 18 or older, or 13–17 with the consent of a parent or guardian. By creating an account
          you confirm that this is true.
        </p>
      </LegalSection>

      <LegalSection title="Plans and payment">
        <ul>
          <li>The Free plan gives you 3 sessions a month, at no cost.</li>
          <li>
            Paid plans (Plus and Pro) give more sessions and features. They renew automatically every month,
            or every year if you chose annual billing, until you cancel.
          </li>
          <li>Payments are processed by Toss Payments. Prices are shown before you pay.</li>
          <li>Session counts reset on the first day of each month.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cancelling and refunds">
        <p>
          You can cancel at any time in Plans &amp; Billing. Your paid plan keeps working until the end of the
          period you have paid for, and you are not charged again.
        </p>
        <p>
          <strong>
            If you ask within 14 days of a payment and have not used the paid features since that payment, we
            refund that payment in full.
          </strong>{' '}
          After that, payments are not refunded, except where the law gives you a right to a refund. To ask
          for a refund, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="Using maeum. fairly">
        <p>Please don&apos;t:</p>
        <ul>
          <li>break the law, or use maeum. to harm, threaten or harass anyone;</li>
          <li>try to get into other people&apos;s accounts or into our systems;</li>
          <li>overload, copy, resell or automate the service, or try to get around plan limits;</li>
          <li>share your account with others.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Ending your account">
        <p>
          You can delete your account at any time in Settings. We may suspend or close an account that
          seriously or repeatedly breaks these terms. Except in urgent cases, we will tell you first and
          explain why. Your data is then deleted as the Privacy Policy describes.
        </p>
      </LegalSection>

      <LegalSection title="Limits of our responsibility">
        <p>
          We work to keep maeum. available and accurate, but the AI can be wrong and the service may sometimes
          be unavailable. Don&apos;t rely on it for medical, legal or financial decisions or in an emergency.
          We are not responsible for losses caused by relying on AI replies, or by outages outside our
          control, unless they result from our intent or gross negligence. Nothing in these terms limits
          rights that Korean law does not allow to be limited.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          If we change these terms, we will announce it in the app at least 7 days before the change takes
          effect, or 30 days before if it is to your disadvantage. If you do not agree, you can stop using
          maeum. and delete your account.
        </p>
      </LegalSection>

      <LegalSection title="Law and contact">
        <p>
          These terms are governed by the laws of the Republic of Korea, and disputes go to the competent
          Korean court. Questions: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </>
  );
}
