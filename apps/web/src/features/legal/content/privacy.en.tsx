import { LegalSection } from '../components/legal-section';
import { AGE_SECTION_ID, CONTACT_EMAIL } from '../legal-constants';

export function PrivacyEn() {
  return (
    <>
      <LegalSection title="Who we are">
        <p>
          maeum. is an AI self-care companion. This policy explains what information we collect, why, how we
          protect it and what you can do with it. It follows Korea&apos;s Personal Information Protection Act
          (PIPA).
        </p>
      </LegalSection>

      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account:</strong> your name, e-mail address and password (stored only as a one-way hash),
            or the Google or Kakao account you sign in with; your language, theme and tone settings.
          </li>
          <li>
            <strong>Conversations:</strong> the messages you exchange with the companion by text or voice. For
            voice, your browser turns your speech into text.
          </li>
          <li>
            <strong>Journal:</strong> your entries and their AI analysis.
          </li>
          <li>
            <strong>Moods and habits:</strong> the moods, daily habits and mood-booster activities you record,
            and anything you add about yourself in the optional context form.
          </li>
          <li>
            <strong>Usage:</strong> how many sessions you have used and for how long, so that plan limits
            work.
          </li>
          <li>
            <strong>Payments:</strong> payments are handled by Toss Payments. You enter your card on their
            page; we never see or store your card number. We keep the plan, amount, date, status and Toss
            Payments&apos; reference for each payment.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we use it">
        <p>
          We use your information only to provide the service: to run your account, hold your conversations
          and journal, show your history and insights, apply plan limits, take payments and answer you when
          you contact us.
        </p>
        <p>
          What you share about your feelings and mental health is sensitive information. We process it only
          with the separate, explicit consent you give when you sign up (PIPA Article 23). Without that
          consent we do not create an account. You can withdraw it at any time by deleting your account.
        </p>
      </LegalSection>

      <LegalSection title="How we protect it">
        <p>
          Conversations, journal entries and other personal content are encrypted at rest with AES-256-GCM,
          and all traffic uses HTTPS. Only you can read your conversations and journal in the app.
        </p>
      </LegalSection>

      <LegalSection title="What we never do">
        <ul>
          <li>We do not sell or rent your personal information.</li>
          <li>We do not use advertising trackers or share your data with advertisers.</li>
          <li>We do not use your conversations or journal to advertise to you.</li>
        </ul>
      </LegalSection>

      <LegalSection title="AI providers and where data goes">
        <p>
          By default, maeum.&apos;s built-in companion works without any outside AI provider and does not send
          your conversation text anywhere. If an external AI provider is configured, the text of your messages
          and journal entries is sent to that provider only to generate a reply or analysis, and it may be
          processed outside Korea. The provider may not use it for any other purpose.
        </p>
        <p>
          Voice sessions use your browser&apos;s own speech recognition, which some browsers run on their
          maker&apos;s servers under the browser&apos;s privacy terms.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it, and deleting it">
        <p>
          We keep your information while you have an account. You can delete your account at any time in
          Settings. Your data is then removed from our systems, including backups, within 30 days.
        </p>
        <p>
          The one exception: Korea&apos;s e-commerce law requires us to keep payment records (invoices and
          payments) for 5 years. When you delete your account they are kept pseudonymised, with no name,
          e-mail address or card, and erased after 5 years. They contain no conversations, journal entries or
          mood data, and nothing else is kept.
        </p>
      </LegalSection>

      <LegalSection title="Download your data">
        <p>
          You can download a copy of your data at any time in <strong>Settings → Download my data</strong>.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          Under PIPA you can ask to see your personal information, to correct it, to delete it, and to stop or
          limit how we process it. Most of this you can do yourself in Settings; for the rest, write to us and
          we will reply within 10 days. You can also complain to the Personal Information Infringement Report
          Center (call 118) or the Personal Information Dispute Mediation Committee (1833-6972).
        </p>
      </LegalSection>

      <LegalSection id={AGE_SECTION_ID.en} title="Age">
        <p>
          You must be 18 or older to use maeum., or 13–17 with the consent of a parent or guardian. We do not
          knowingly allow children under 13. If you believe a child under 13 has an account, tell us and we
          will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          If we change this policy, we will announce it in the app before the change takes effect. Our privacy
          officer can be reached at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </>
  );
}
