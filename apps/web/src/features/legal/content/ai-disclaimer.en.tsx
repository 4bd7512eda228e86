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
          <li>A companion chatbot may not be suitable for some minors.</li>
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
            <strong>When we check:</strong> every message you send is checked by a fixed set of rules before
            any AI model sees it. A message that is a crisis never reaches the AI model.
          </li>
          <li>
            <strong>What we detect:</strong> thoughts of suicide or self-harm, said directly or indirectly
            (methods, places, goodbyes, giving things away, hopelessness), abuse you are going through, and
            danger to other people; in English or Korean, in slang, and with letters spaced or spelled out.
            Everyday exaggerations such as &ldquo;this homework is killing me&rdquo; are not treated as a
            crisis.
          </li>
          <li>
            <strong>What we reply:</strong> a fixed message, in your language and tone, with the crisis
            numbers shown on this page (109, 1577-0199, 119, 112 and 1388) as tap-to-call links. It is the
            same whichever AI provider is used, and it is shown even when the AI is down. The companion&apos;s
            next replies are told to stay gentle and check on your safety.
          </li>
          <li>
            <strong>It costs nothing:</strong> a crisis message never counts against your plan&apos;s sessions
            or daily messages, and crisis help is never behind a paywall.
          </li>
          <li>
            <strong>The conversation stays open:</strong> a crisis reply never locks or ends your session, and
            the numbers stay pinned on screen.
          </li>
          <li>
            <strong>What we log:</strong> only that a referral was shown: its kind (suicide, self-harm, abuse
            or danger to others), the language and the time, as a count. We do not log the message that
            triggered it or who sent it.
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
