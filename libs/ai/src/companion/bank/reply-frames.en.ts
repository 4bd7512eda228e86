import type { ReplyFrames } from './reply-frames.types';

export const EN_FRAMES: ReplyFrames = {
  reflect: {
    because: { normal: [], genz: [] },
    said: { normal: [], genz: [] },
    saidFeeling: { normal: [], genz: [] },
    wondering: {
      normal: [
        "It sounds like you're wondering whether to {wonder}.",
        "It sounds like you're looking for a way to {how}.",
        "So you're weighing whether to {wonder}.",
      ],
      genz: [
        "sounds like you're torn on whether to {wonder}.",
        'sounds like you wanna figure out how to {how}.',
        "so you're weighing whether to {wonder}.",
      ],
    },
    quote: { normal: [], genz: [] },
    clause: {
      normal: [
        "It sounds like {clause}, and that's left you feeling {adj}.",
        'So {clause}. No wonder you feel {adj}.',
        "Hearing that {clause}, it makes sense you're {adj}.",
        'That sounds really hard: {clause}.',
        'So {clause}. That is a lot to carry.',
      ],
      genz: [
        "ngl it sounds like {clause}, and that's got you feeling {adj}.",
        'oof, so {clause}. no wonder you feel {adj}.',
        "hearing that {clause}, makes total sense you're {adj}.",
        'that sounds really rough: {clause}.',
        "so {clause}. that's a lot to carry.",
      ],
    },
    subjectFeeling: {
      normal: [
        'It sounds like {s} has you feeling {adj}.',
        'I can hear how {adj} {s} is making you.',
        'Feeling {adj} about {s} makes a lot of sense.',
      ],
      genz: [
        'sounds like {s} has you feeling {adj} rn.',
        'i can hear how {adj} {s} is making you.',
        'feeling {adj} about {s} makes so much sense.',
      ],
    },
    subject: {
      normal: [
        'It sounds like {s} is weighing on you.',
        '{S} sounds like a lot to hold right now.',
        'I hear that {s} has been hard.',
      ],
      genz: [
        'sounds like {s} is really weighing on you.',
        '{s} sounds like a lot rn.',
        'i hear you, {s} has been hard.',
      ],
    },
    feeling: {
      normal: [
        "It sounds like you're feeling really {adj}.",
        'Feeling this {adj} is hard, and it makes sense.',
        "I'm sorry you're feeling so {adj}.",
      ],
      genz: [
        "sounds like you're feeling really {adj}.",
        'feeling this {adj} is so hard, and it makes sense.',
        "i'm sorry you're feeling so {adj}.",
      ],
    },
    selfCritical: {
      normal: [
        "It sounds like you're being really hard on yourself: {clause}.",
        "That's a harsh thing to carry about yourself: {clause}.",
        'It sounds like a critical voice is getting loud right now.',
      ],
      genz: [
        "sounds like you're being super hard on yourself: {clause}.",
        "that's a harsh thing to tell yourself: {clause}.",
        'sounds like that inner critic is really loud rn.',
      ],
    },
    neutral: {
      normal: ['So {clause}.', 'It sounds like {s} is on your mind.', 'Thank you for telling me that.'],
      genz: ['so {clause}.', 'sounds like {s} is on your mind.', 'thanks for telling me that.'],
    },
    relief: {
      normal: [
        "I'm glad it feels a little less {adj} right now.",
        "I'm glad {helper} helped; it sounds a little lighter.",
        "I'm glad it feels a little lighter right now.",
        "It sounds like there's a bit more room to breathe.",
        'A little lighter is worth noticing.',
      ],
      genz: [
        "i'm glad it feels a little less {adj} rn.",
        'glad {helper} helped, sounds a bit lighter.',
        "i'm glad it feels a little lighter rn.",
        "sounds like there's a bit more room to breathe.",
        'a little lighter is worth noticing fr.',
      ],
    },
    reliefMixed: {
      normal: [
        "It sounds like it's a little lighter, even if you're still {adj}.",
        'Some of it feels lighter, and some of {s} is still there.',
      ],
      genz: [
        "sounds like it's a bit lighter, even if you're still {adj}.",
        'some of it feels lighter, and some of {s} is still there.',
      ],
    },
    thanks: {
      normal: [
        "Thank you for letting me listen. It sounds like {plan}, and that's a kind step.",
        'Thank you for letting me listen.',
        "I'm really glad talking it through helps.",
        'Thank you for trusting me with this.',
      ],
      genz: [
        "thanks for letting me listen. sounds like {plan}, that's a kind step.",
        'thanks for letting me listen.',
        "i'm really glad talking it out helps.",
        'thank you for trusting me with this.',
      ],
    },
    positive: {
      normal: [
        'That sounds really good: {clause}.',
        "It sounds like {clause}, and you're {adj}.",
        "That's lovely to hear.",
      ],
      genz: [
        'that sounds really good: {clause}.',
        "love that {clause}, and you're {adj}.",
        'ok that is lovely to hear.',
      ],
    },
    greeting: {
      normal: ["Hi, I'm glad you're here.", "Hello, it's good to see you."],
      genz: ["hey, glad you're here.", 'hiii, good to see you.'],
    },
  },
  openers: {
    normal: ['I hear you. ', 'Okay. ', 'Mm. ', 'Thank you for saying that. ', 'I see. '],
    genz: ['i hear you. ', 'okay. ', 'mm. ', 'thanks for saying that. ', 'got it. '],
  },
  normalising: {
    normal: [
      'Feeling {adj} after something like that is very human. ',
      'What you feel makes sense, and many people would feel it too. ',
    ],
    genz: ['feeling {adj} after that is so normal. ', "what you feel makes sense, you're not the only one. "],
  },
  askedBack: {
    normal: ["That's a fair question. ", "Let's think about it together. "],
    genz: ['fair question. ', "let's think about it together. "],
  },
  boosters: {
    breathe: {
      normal: [
        'If your body is feeling it, the Mindful Breathing booster in Mood Boosters can slow your breath with you.',
      ],
      genz: [
        'if your body is feeling it, the Mindful Breathing booster in Mood Boosters can slow your breath down with you.',
      ],
    },
    thoughtCheck: {
      normal: [
        'When that thought gets loud, the Spiral Stopper booster in Mood Boosters can help you check it.',
      ],
      genz: [
        'when that thought gets loud, the Spiral Stopper booster in Mood Boosters can help you check it.',
      ],
    },
    worryWindow: {
      normal: [
        'Giving worries a set time can help; the Worry Stones booster in Mood Boosters is a small way to set one down.',
      ],
      genz: [
        'giving worries a set time can help; the Worry Stones booster in Mood Boosters is a small way to set one down.',
      ],
    },
    windDown: {
      normal: ['Before bed, the Nature Sounds booster in Mood Boosters might help you wind down.'],
      genz: ['before bed, the Nature Sounds booster in Mood Boosters might help you wind down.'],
    },
  },
  steps: {
    calm: {
      normal: [
        'For now, try one slow breath out, longer than the breath in.',
        'Maybe let your shoulders drop for a moment.',
      ],
      genz: [
        'for now, try one slow breath out, longer than the breath in.',
        'maybe let your shoulders drop for a sec.',
      ],
    },
    rest: {
      normal: [
        "It's okay to rest a little earlier tonight.",
        'A glass of water and a short pause might help.',
      ],
      genz: ["it's okay to rest a bit earlier tonight.", 'a glass of water and a short pause might help.'],
    },
    reach: {
      normal: ['A short message to one person you trust could help.'],
      genz: ['a short text to one person you trust could help.'],
    },
    vent: {
      normal: ['Writing it down exactly as it feels can help.'],
      genz: ['writing it down exactly how it feels can help.'],
    },
    tiny: {
      normal: [
        'Instead of all of it, pick one thing that takes ten minutes.',
        'Just the smallest next step is enough for today.',
      ],
      genz: [
        'instead of all of it, pick one thing that takes ten minutes.',
        'just the smallest next step is enough for today.',
      ],
    },
    kind: {
      normal: ['You could try saying to yourself what you would say to a good friend.'],
      genz: ['maybe say to yourself what you would say to your best friend.'],
    },
  },
  questions: {
    listen: {
      subject: {
        normal: [
          'What about {s} weighs on you the most?',
          "What's been happening with {s} lately?",
          'When you think about {s}, what comes up first?',
          'How has {s} been affecting your days?',
          'When did {s} start weighing on you?',
        ],
        genz: [
          'what about {s} weighs on you the most?',
          "what's been going on with {s} lately?",
          'when you think about {s}, what comes up first?',
          'how has {s} been affecting your days?',
          'when did {s} start weighing on you?',
        ],
      },
      feeling: {
        normal: [
          'When does feeling {adj} hit you hardest?',
          'Where do you notice feeling {adj} in your body?',
        ],
        genz: ['when does feeling {adj} hit hardest?', 'where do you notice feeling {adj} in your body?'],
      },
      plain: {
        normal: ['When does that feeling get strongest?', "What's taking up the most space in your mind?"],
        genz: ['when does that feeling hit hardest?', "what's taking up the most space in your head?"],
      },
    },
    understand: {
      subject: {
        normal: [
          "What's the outcome you fear most with {s}?",
          'What makes {s} matter so much to you?',
          'Is there someone you can talk to about {s}?',
          'What would need to change with {s} for it to feel easier?',
          'When {s} comes up, what does the voice in your head say?',
        ],
        genz: [
          "what's the outcome you're most scared of with {s}?",
          'what makes {s} matter so much to you?',
          'is there someone you can talk to about {s}?',
          'what would need to change with {s} for it to feel easier?',
          'when {s} comes up, what does the voice in your head say?',
        ],
      },
      feeling: {
        normal: [
          'What do you think sits underneath feeling {adj}?',
          'If feeling {adj} could talk, what would it say?',
        ],
        genz: [
          'what do you think is underneath feeling {adj}?',
          'if feeling {adj} could talk, what would it say?',
        ],
      },
      plain: {
        normal: ['What goes through your mind when it gets loud?', 'What are you hoping for right now?'],
        genz: ['what goes through your head when it gets loud?', 'what are you hoping for rn?'],
      },
    },
    step: {
      subject: {
        normal: [
          "What's one small thing you could do about {s} today?",
          'What has helped before when {s} felt this heavy?',
          'What would make things with {s} a little more manageable this week?',
          'If you took one small step with {s}, what would it be?',
        ],
        genz: [
          "what's one small thing you could do about {s} today?",
          'what has helped before when {s} felt this heavy?',
          'what would make things with {s} a little more manageable this week?',
          'if you took one small step with {s}, what would it be?',
        ],
      },
      feeling: {
        normal: [
          'What might ease feeling {adj}, even a little, tonight?',
          'What has helped before when you felt this {adj}?',
        ],
        genz: [
          'what might ease feeling {adj} even a little tonight?',
          'what has helped before when you felt this {adj}?',
        ],
      },
      plain: {
        normal: [
          "What's one small kind thing you could do for yourself today?",
          'What has helped you before when it felt like this?',
        ],
        genz: [
          "what's one small kind thing you could do for yourself today?",
          'what has helped before when it felt like this?',
        ],
      },
    },
    relief: {
      subject: {
        normal: [
          'What helped things with {s} feel a little lighter?',
          'Is there anything from today you want to remember about {s}?',
          'If things with {s} get hard again, what would you like to remember?',
        ],
        genz: [
          'what helped things with {s} feel a bit lighter?',
          'anything from today you wanna remember about {s}?',
          'if things with {s} get hard again, what would you like to remember?',
        ],
      },
      feeling: {
        normal: [
          'What helped ease feeling {adj} a little?',
          'If feeling {adj} comes back, what from today would you like to remember?',
        ],
        genz: [
          'what helped ease feeling {adj} a bit?',
          'if feeling {adj} comes back, what from today do you wanna remember?',
        ],
      },
      plain: {
        normal: ['What helped the most?', 'Is there something from today you want to keep with you?'],
        genz: ['what helped the most?', 'anything from today you wanna keep with you?'],
      },
    },
    positive: {
      subject: {
        normal: ['What was the best moment with {s}?', 'How does {s} leave you feeling?'],
        genz: ['what was the best moment with {s}?', 'how does {s} leave you feeling?'],
      },
      feeling: { normal: [], genz: [] },
      plain: {
        normal: ['What would help you keep that feeling a little longer?', 'What was the best moment of it?'],
        genz: ['what would help you keep that feeling a bit longer?', 'what was the best part?'],
      },
    },
    greeting: {
      subject: { normal: [], genz: [] },
      feeling: { normal: [], genz: [] },
      plain: {
        normal: ['How has your day been?', "What's on your mind today?"],
        genz: ["how's your day been?", "what's on your mind today?"],
      },
    },
  },
};
