import { LegalSection } from '../components/legal-section';
import { CONTACT_EMAIL } from '../legal-constants';

export function AiDisclaimerEn() {
  return (
    <>
      <LegalSection title="You are talking to an AI">
        <p>
          The companion in maeum. is an AI program. It is not a human and not a therapist. maeum. is a
          self-care companion, not a medical or therapy service. Every session starts with a notice saying so.
        </p>
      </LegalSection>

      <LegalSection title="What the AI can and cannot do">
        <ul>
          <li>It can listen, reflect and suggest small self-care steps.</li>
          <li>It can be wrong, misunderstand you or say something unhelpful.</li>
          <li>
            It does not diagnose, treat or give medical advice. For health concerns, see a professional.
          </li>
          <li>It cannot call anyone or send help to you.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Breaks and labels">
        <p>
          After every 3 hours of continuous use, we remind you that you are talking to an AI and suggest
          taking a break. Content written by the AI, such as journal analysis and recaps, carries a small
          &ldquo;AI&rdquo; label.
        </p>
      </LegalSection>

      <LegalSection title="Our crisis protocol">
        <ul>
          <li>
            <strong>What we detect:</strong> messages about self-harm, suicide or being in immediate danger,
            written in English, in Korean or in slang.
          </li>
          <li>
            <strong>What we reply:</strong> a fixed message, in your language, with the crisis numbers shown
            on this page (109, 1577-0199, 119, 112 and 1388) as tap-to-call links. It is the same whichever AI
            provider is used, and it is shown even when the AI is down.
          </li>
          <li>
            <strong>The conversation stays open:</strong> a crisis reply never locks or ends your session, and
            the numbers stay pinned on screen.
          </li>
          <li>
            <strong>What we log:</strong> only that a referral was shown, as a count. We do not log the
            message that triggered it.
          </li>
        </ul>
        <p>Detection can miss things. If you are in danger, please call 109, 119 or 112 yourself.</p>
      </LegalSection>

      <LegalSection title="Laws we follow">
        <p>
          These disclosures follow Korea&apos;s AI Basic Act, California SB 243, New York General Business Law
          Article 47 and Article 50 of the EU AI Act.
        </p>
      </LegalSection>

      <LegalSection title="Questions">
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </>
  );
}
