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
        <p>
          Every message you send, typed or spoken, goes through these steps before any reply is written, and
          nothing of the reply is shown until they have decided.
        </p>
        <ul>
          <li>
            <strong>Several readings of each message:</strong> we read each message in a few forms at once: as
            written; with look-alike letters from other alphabets turned into the letters they imitate; with
            invisible, formatting and combining characters removed; with letters split by spaces, dots or
            hyphens joined up; with Korean typed on an English keyboard, or written out in Latin letters,
            turned back into Korean; and with digits and symbols read as the letters they stand for. Whichever
            reading is the most worrying is the one that counts.
          </li>
          <li>
            <strong>Your words in context:</strong> each message is read on its own and together with your
            last few messages in the session, so that something said across several bubbles, or distress that
            builds up over a conversation, is not missed. For this, each session keeps a small risk state,
            stored encrypted like your messages.
          </li>
          <li>
            <strong>Rules and a small classifier:</strong> precise rules catch the clearest signs of thoughts
            of suicide or self-harm (said directly or indirectly: methods, places, goodbyes, giving things
            away, hopelessness), abuse you are going through and danger to other people. Beside them, a small
            classifier catches what rules cannot. We train it in our own code on a labelled set of example
            messages in English and Korean; rewordings of one idea are kept together as a family, and the
            families are split into sets for training, for tuning and for a final test, so the test is made of
            messages the classifier has never seen. Everyday exaggerations such as &ldquo;this homework is
            killing me&rdquo;, stories about someone else, news and fiction are among the examples it learns
            to leave alone.
          </li>
          <li>
            <strong>A second opinion:</strong> when an AI model is configured, it is also asked, with a
            deadline of about 1.5 seconds: OpenAI&apos;s moderation service, or a structured classification by
            the configured model. If either side finds a crisis, it is treated as a crisis; if the second
            opinion fails or is late, our own verdict stands.
          </li>
          <li>
            <strong>What we reply:</strong> there are three outcomes. <em>Crisis:</em> a fixed message, in
            your language and tone, with the crisis numbers shown on this page (109, 1577-0199, 119/112 and
            1388) as tap-to-call links, pinned on screen. A crisis message never reaches the AI model,
            whichever provider is used, and the reply is shown even when the AI is down. <em>Concern:</em> the
            companion asks you, directly and kindly, whether you are thinking of ending your life or hurting
            yourself (asking does not put the idea in anyone&apos;s head), and the numbers are shown quietly
            under its question; your answer decides what comes next. <em>None:</em> the conversation goes on
            as usual.
          </li>
          <li>
            <strong>Never information about means:</strong> questions about ways or means of harm are never
            answered, whatever the AI provider, and a reply that would give such details is stopped before you
            see it.
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
            <strong>What we log:</strong> only how many referrals were shown each day, by kind (suicide,
            self-harm, abuse or danger to others) and language, as a count: no user id and none of your words.
            The count is kept when accounts are deleted, for the yearly report California&apos;s SB 243 asks
            for.
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
