import type { CrisisCategory, RestrictedTopic } from '../safety/crisis-signals';
import type { Tone } from './bank/reply-bank.types';
import type { CompanionLanguage } from './companion-request';

type Words = Record<CompanionLanguage, Record<Tone, string>>;

/**
 * What the companion says when the gate stops a message, whatever the provider. The numbers are
 * on the pinned card too; the reply names them so a screen reader or a copied transcript has them.
 */
export const CRISIS_REPLIES: Record<CrisisCategory, Words> = {
  suicide: {
    en: {
      normal:
        "I'm really glad you told me, and I'm so sorry you're hurting this much. You deserve support right now from a person who can help: please call 109 (suicide prevention, 24/7) or 1577-0199, or 119 / 112 if you are in danger. I'm still here with you. Would you tell me what's happening?",
      genz: "hey, thank you for telling me. that sounds so heavy and you don't have to carry it alone. please reach out to a real person now: call 109 (24/7) or 1577-0199, or 119 / 112 if you're in danger. i'm still right here. what's going on?",
    },
    ko: {
      normal:
        '말해 주셔서 고마워요. 혼자 견디지 않아도 돼요. 지금 109(24시간)나 1577-0199에 전화해 주세요. 위급하면 119·112예요. 저도 여기 있을게요.',
      genz: '말해줘서 고마워. 혼자 버티지 않아도 돼. 지금 109(24시간)나 1577-0199에 전화해줘. 위급하면 119·112야. 나도 여기 있을게.',
    },
  },
  self_harm: {
    en: {
      normal:
        "Thank you for trusting me with this. You deserve care, not pain. If you might hurt yourself, please call 109 (24/7) or 1577-0199 now, or 119 if you are injured. I'm here with you. What is making it feel so hard right now?",
      genz: "thank you for trusting me with this. you deserve care, not pain. if you might hurt yourself, please call 109 (24/7) or 1577-0199, or 119 if you're hurt. i'm here. what's making it so hard rn?",
    },
    ko: {
      normal:
        '털어놓아 주셔서 고마워요. 당신은 아픔이 아니라 돌봄을 받아야 해요. 지금 109나 1577-0199에 전화해 주세요. 다쳤다면 119예요.',
      genz: '털어놔줘서 고마워. 넌 아픔 말고 돌봄을 받아야 해. 지금 109나 1577-0199에 전화해줘. 다쳤으면 119야.',
    },
  },
  abuse: {
    en: {
      normal:
        "Thank you for telling me. What is happening to you is not okay, and it is not your fault. If you are in danger, call 112 or 119 now. 1388 (youth), 1577-0199 and 109 (24/7) can help you too. I'm here with you. Are you safe right now?",
      genz: "thank you for telling me. what's happening to you is not okay and it's not your fault. if you're in danger call 112 or 119 now. 1388 (youth), 1577-0199 and 109 (24/7) can help too. i'm here. are you safe rn?",
    },
    ko: {
      normal:
        '말해 주셔서 고마워요. 당신 잘못이 아니에요. 위험하면 112·119, 도움이 필요하면 1388, 1577-0199, 109에 연락하세요. 지금 안전한가요?',
      genz: '말해줘서 고마워. 네 잘못 아니야. 위험하면 112·119, 도움 필요하면 1388, 1577-0199, 109에 연락해. 지금 안전해?',
    },
  },
  violence: {
    en: {
      normal:
        "It sounds like you're carrying a lot of anger, and I want you and everyone around you to be safe. If someone could get hurt, please call 112 or 119 now. To talk it through, 1577-0199 and 109 are there 24/7. I'm here to listen. What happened?",
      genz: "it sounds like there's a lot of anger, and i want you and everyone around you safe. if someone could get hurt, call 112 or 119 now. to talk it through, 1577-0199 and 109 are there 24/7. i'm here. what happened?",
    },
    ko: {
      normal:
        '많이 화가 나셨군요. 모두 안전하길 바라요. 누가 다칠 수 있다면 112·119에, 이야기가 필요하면 1577-0199나 109에 전화하세요.',
      genz: '진짜 화났구나. 다들 안전했으면 해. 누가 다칠 수 있으면 112·119, 얘기가 필요하면 1577-0199나 109에 전화해.',
    },
  },
};

/** What the companion declines, gently, and where it turns instead. */
/**
 * The gate's `concern` (level 1): ask plainly and kindly. Asking
 * does not plant the idea; the answer decides the next step, and the card is shown quietly.
 */
export const CONCERN_REPLIES: Words = {
  en: {
    normal:
      "Thank you for telling me how heavy this feels. I want to ask you directly, because it matters: are you having thoughts of ending your life? Whatever the answer is, I'm here and I'll listen.",
    genz: "that sounds really heavy, and i'm glad you said it. i want to ask you straight up, because it matters: are you having thoughts of ending your life? whatever the answer is, i'm here.",
  },
  ko: {
    normal:
      '많이 버거우셨겠어요. 중요한 거라 직접 여쭤볼게요. 혹시 죽고 싶다는 생각이 드세요? 어떤 대답이든 괜찮아요.',
    genz: '많이 버거웠겠다. 중요한 거라 솔직하게 물어볼게. 혹시 죽고 싶다는 생각이 들어? 어떤 대답이든 괜찮아.',
  },
};

export const TOPIC_REPLIES: Record<RestrictedTopic, Words> = {
  medical: {
    en: {
      normal:
        "A doctor or pharmacist is the right person for this, since they know your health and your medicines. I'm happy to talk about how all of this is making you feel, though. What's on your mind?",
      genz: "a doctor or pharmacist is the right person for this one, they know your meds and your health. i'm here for the feelings side tho. what's going on?",
    },
    ko: {
      normal: '이건 의사나 약사와 상의하는 게 가장 안전해요. 대신 이 일로 어떤 마음이신지 함께 이야기해요.',
      genz: '이건 의사나 약사한테 묻는 게 제일 안전해. 대신 이 일로 기분이 어떤지 같이 얘기하자.',
    },
  },
  substances: {
    en: {
      normal:
        "I can't help with getting or using substances, but I'd like to understand what you're going through. What's been making you want that?",
      genz: "i can't help with getting or using stuff like that, but i do wanna hear what's going on. what's making you want it?",
    },
    ko: {
      normal: '약물을 구하거나 쓰는 일은 도와드릴 수 없어요. 대신 무엇이 힘드신지 듣고 싶어요.',
      genz: '그건 도와줄 수 없어. 대신 요즘 뭐가 힘든지 듣고 싶어.',
    },
  },
  explicit: {
    en: {
      normal:
        "That's not something I can talk about here. I'm glad to keep you company in other ways. How are you feeling today?",
      genz: "that's not something i can do here. happy to keep you company tho. how are you actually feeling today?",
    },
    ko: {
      normal: '그런 이야기는 여기서 나눌 수 없어요. 대신 오늘 기분이 어떤지 이야기해요.',
      genz: '그런 얘기는 여기선 못 해. 대신 오늘 기분 어떤지 얘기하자.',
    },
  },
  expert_advice: {
    en: {
      normal:
        'For money or legal decisions, a qualified adviser is the right person. I can help you sort through how the situation is making you feel. What worries you most about it?',
      genz: "for money or legal stuff, a real adviser is the move. i can help with how it's making you feel tho. what worries you most?",
    },
    ko: {
      normal:
        '돈이나 법에 관한 결정은 전문가와 상의하는 게 좋아요. 대신 이 일이 어떤 마음을 주는지 이야기해요.',
      genz: '돈이나 법 문제는 전문가한테 묻는 게 좋아. 대신 이 일로 마음이 어떤지 얘기하자.',
    },
  },
  prediction: {
    en: {
      normal:
        "I can't see the future, but I can listen to what's worrying you about it. What are you hoping for?",
      genz: "i can't predict the future, but i can listen to what's on your mind about it. what are you hoping for?",
    },
    ko: {
      normal: '앞날을 점칠 수는 없지만, 그 일이 왜 마음에 걸리는지 들을 수 있어요. 무엇을 바라세요?',
      genz: '미래는 못 맞히지만 뭐가 신경 쓰이는지는 들을 수 있어. 뭘 바라고 있어?',
    },
  },
};
