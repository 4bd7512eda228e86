import type { ReplyBank } from './reply-bank.types';

export const EN_BANK: ReplyBank = {
  feelingWords: {
    sad: /\b(?:sad|down|depressed|depressing|blue|unhappy|miserable|crying|cried|cry|tears|heartbroken|grief|grieving|miss (?:him|her|them|my)|gloomy|low)\b/,
    anxious:
      /\b(?:anxious|anxiety|nervous|worried|worry|worrying|panic|panicking|scared|afraid|fear|uneasy|on edge|restless|freaking out|overthinking|dread)\b/,
    tired:
      /\b(?:tired|exhausted|drained|burnt out|burned out|burnout|sleepy|no energy|worn out|fatigued|wiped|knackered|running on empty)\b/,
    angry:
      /\b(?:angry|mad|furious|pissed|annoyed|irritated|frustrated|frustrating|rage|hate|fed up|livid|resent)\b/,
    lonely:
      /\b(?:lonely|alone|isolated|left out|no friends|nobody to talk|no one to talk|invisible|ignored)\b/,
    stressed:
      /\b(?:stress|stressed|stressful|pressure|tense|deadline|deadlines|too much work|swamped|slammed)\b/,
    overwhelmed:
      /\b(?:overwhelmed|overwhelming|too much|drowning|can'?t cope|chaos|falling apart|spiraling|spiralling|everything at once)\b/,
    hurt: /\b(?:hurt|betrayed|rejected|dumped|broke up|break ?up|cheated|abandoned|left me|ghosted|let down|disappointed in me)\b/,
    guilty:
      /\b(?:guilty|guilt|ashamed|shame|embarrassed|regret|my fault|blame myself|should have|shouldn'?t have)\b/,
    empty: /\b(?:empty|numb|hollow|nothing matters|don'?t feel anything|meaningless|pointless|void|flat)\b/,
    stuck:
      /\b(?:stuck|lost|confused|don'?t know what to do|no idea what|directionless|trapped|going nowhere|unmotivated|no motivation|procrastinat\w*)\b/,
    happy:
      /\b(?:thanks|thank you|that helps|helped|happy|glad|excited|proud|grateful|thankful|better|good day|great day|relieved|calm|peaceful|hopeful|joy)\b/,
  },
  topicWords: {
    work: /\b(?:(?:at|from|after|to|my|of|for|about|with|because of|in) work|work(?:load|place| is| has| was| has been| stress)|job|boss|manager|coworkers?|colleagues?|office|shifts?|career|meetings?|promotion|fired|layoffs?|job interview)\b/,
    school:
      /\b(?:school|exams?|finals|midterms?|class|classes|homework|assignments?|grades?|teacher|professor|university|college|studying|thesis)\b/,
    family:
      /\b(?:family|mom|mum|dad|mother|father|parents?|brother|sister|siblings?|grandma|grandpa|son|daughter|kids?)\b/,
    partner: /\b(?:boyfriend|girlfriend|partner|husband|wife|bf|gf|ex|relationship|dating|crush|marriage)\b/,
    friends: /\b(?:friends?|bestie|best friend|classmates?|roommates?|group chat)\b/,
    sleep: /\b(?:sleep|sleeping|slept|insomnia|awake at|nightmares?|can'?t fall asleep|up all night)\b/,
    health: /\b(?:health|sick|ill|pain|doctor|hospital|body|weight|eating|appetite|headache)\b/,
    money: /\b(?:money|rent|debts?|bills|broke|salary|pay ?check|loans?|afford|savings|paying off)\b/,
    future:
      /\b(?:future|plans?|next year|what to do with my life|graduation|graduate|job hunt|job search|dreams?)\b/,
    self: /\b(?:myself|self[- ]?esteem|confidence|not good enough|worthless|ugly|failure|hate myself|insecure)\b/,
  },
  topicNames: {
    work: 'work',
    school: 'school',
    family: 'your family',
    partner: 'your relationship',
    friends: 'your friends',
    sleep: 'sleep',
    health: 'your health',
    money: 'money',
    future: 'the future',
    self: 'how you see yourself',
  },
  reflections: {
    sad: {
      normal: [
        'It sounds like you are carrying a lot of sadness right now.',
        'I hear how heavy this feels, and it makes sense that you feel low.',
        'That sounds really painful. Sadness like this deserves room.',
        'It sounds like {topic} has left you feeling quite down.',
      ],
      genz: [
        'oof, that sounds really heavy. sadness like that is a lot to hold.',
        'ngl that sounds rough, no wonder you feel down.',
        'sending a hug. feeling this low is so valid.',
        'sounds like {topic} is really getting you down rn.',
      ],
    },
    anxious: {
      normal: [
        'It sounds like your mind is racing with worry.',
        'That kind of anxiety can make everything feel urgent at once.',
        'I can hear how uneasy this is making you feel.',
        'It sounds like {topic} is stirring up a lot of worry.',
      ],
      genz: [
        'your brain sounds like it has 47 tabs open rn. that anxiety is real.',
        'ugh, that anxious buzz is so exhausting.',
        'totally get it, worry like that just does not switch off.',
        'sounds like {topic} has your anxiety on max volume.',
      ],
    },
    tired: {
      normal: [
        'It sounds like you are running on very little energy.',
        'That sounds exhausting. You have been giving a lot for a long time.',
        'Being this worn out makes everything feel harder.',
        'It sounds like {topic} has been draining you.',
      ],
      genz: [
        'you sound completely drained, and honestly that makes sense.',
        'low battery mode is real. you have been doing so much.',
        'being that tired makes everything ten times harder.',
        'sounds like {topic} is draining your whole battery.',
      ],
    },
    angry: {
      normal: [
        'It sounds like you are really frustrated, and that anger is telling you something matters.',
        'I can hear how angry this made you. That reaction makes sense.',
        'That sounds infuriating. Anyone might feel the same.',
        'It sounds like {topic} has pushed you past your limit.',
      ],
      genz: [
        'okay that would make me mad too. your anger makes sense.',
        'ugh, that is so frustrating. you are allowed to be annoyed.',
        'that is a lot, no wonder you are heated.',
        'sounds like {topic} really crossed a line for you.',
      ],
    },
    lonely: {
      normal: [
        'Feeling alone like this can be really hard.',
        'It sounds like you have been missing real connection.',
        'Loneliness can hurt more than people realise. I am glad you said it.',
        'It sounds like {topic} has left you feeling on your own.',
      ],
      genz: [
        'feeling alone like that is so hard. i am glad you are talking to me.',
        'that lonely feeling hits different. you reached out, and that counts.',
        'sounds like you have been missing your people.',
        'sounds like {topic} has you feeling kinda alone.',
      ],
    },
    stressed: {
      normal: [
        'It sounds like the pressure has been building up.',
        'That is a lot of stress to hold at once.',
        'I can hear how tense things have been for you.',
        'It sounds like {topic} is putting you under real pressure.',
      ],
      genz: [
        'the pressure sounds like a lot rn.',
        'that is a lot of stress stacked up at once.',
        'you sound so tense, which makes total sense.',
        'sounds like {topic} is putting you under a ton of pressure.',
      ],
    },
    overwhelmed: {
      normal: [
        'It sounds like everything is landing on you at once.',
        'When it all piles up like this, it is hard to know where to begin.',
        'That sounds overwhelming, and it is okay to feel swamped.',
        'It sounds like {topic} has become too much to carry alone.',
      ],
      genz: [
        'everything all at once is so much. no wonder you feel swamped.',
        'that sounds like way too much on one plate.',
        'being that overwhelmed is rough, you are not overreacting.',
        'sounds like {topic} is piling it all on rn.',
      ],
    },
    hurt: {
      normal: [
        'That sounds like it really hurt.',
        'Being let down like that can leave a deep sting.',
        'It makes sense that this still aches.',
        'It sounds like what happened with {topic} cut deep.',
      ],
      genz: [
        'that really hurts, i am sorry that happened.',
        'being let down like that stings so bad.',
        'makes sense it still aches. that was a lot.',
        'sounds like the {topic} stuff really hurt you.',
      ],
    },
    guilty: {
      normal: [
        'It sounds like you are being very hard on yourself.',
        'Guilt can be loud. It often shows how much you care.',
        'I hear a lot of self-blame in what you said.',
        'It sounds like {topic} has left you with some guilt.',
      ],
      genz: [
        'you sound super hard on yourself rn.',
        'guilt is loud, but it also shows you care.',
        'that is a lot of self-blame to carry around.',
        'sounds like {topic} left you feeling kinda guilty.',
      ],
    },
    empty: {
      normal: [
        'Feeling numb or empty can be unsettling in its own way.',
        'It sounds like things have gone a bit flat and grey.',
        'That emptiness sounds hard to put into words.',
        'It sounds like {topic} has left you feeling hollow.',
      ],
      genz: [
        'that numb, empty feeling is honestly so weird and heavy.',
        'sounds like everything has gone kinda grey.',
        'that hollow feeling is hard to even explain.',
        'sounds like {topic} has you feeling kinda empty.',
      ],
    },
    stuck: {
      normal: [
        'It sounds like you feel stuck and unsure which way to go.',
        'Not knowing the next step can be really frustrating.',
        'It sounds like you are going in circles with this.',
        'It sounds like {topic} has you feeling stuck.',
      ],
      genz: [
        'feeling stuck like that is so frustrating.',
        'not knowing the next move is rough.',
        'sounds like you are going in circles with it.',
        'sounds like {topic} has you kinda stuck.',
      ],
    },
    happy: {
      normal: [
        'That is lovely to hear. It sounds like something went well.',
        'I can hear the lightness in that. I am glad.',
        'It sounds like a good moment, worth noticing.',
        'It sounds like {topic} brought you something good.',
      ],
      genz: [
        'love that for you!! that sounds so good.',
        'okay this is a win, i am so glad.',
        'the good vibes are coming through.',
        'sounds like {topic} gave you a good moment.',
      ],
    },
  },
  topicReflections: {
    normal: [
      'It sounds like {topic} has been on your mind.',
      'Thank you for telling me about {topic}.',
      'It sounds like a lot is happening with {topic}.',
      'I am listening. {topic} sounds important to you right now.',
    ],
    genz: [
      'sounds like {topic} is taking up a lot of headspace.',
      'thanks for telling me about {topic}.',
      'sounds like a lot is going on with {topic}.',
      'i hear you, {topic} sounds like a big deal rn.',
    ],
  },
  neutralReflections: {
    normal: [
      'Thank you for sharing that with me.',
      'I am here, and I am listening.',
      'That sounds like it matters to you.',
      'I appreciate you putting that into words.',
      'Let us take this at your pace.',
    ],
    genz: [
      'thanks for telling me that.',
      'i am here and i am listening.',
      'got you, that sounds like it matters.',
      'appreciate you putting it into words.',
      'no rush, we can go at your pace.',
    ],
  },
  steps: {
    sad: {
      normal: [
        'It might help to be gentle with yourself today, the way you would with a friend.',
        'Sometimes naming one small comfort, like a warm drink or a song, can help a little.',
      ],
      genz: [
        'maybe be as gentle with yourself as you would be with your bestie today.',
        'tiny comfort idea: a warm drink, a soft blanket, a favourite song.',
      ],
    },
    anxious: {
      normal: [
        'Try breathing in for 4, holding for 4, and breathing out for 6. Even once can help.',
        'It can help to name five things you can see right now, to bring yourself back to the present.',
      ],
      genz: [
        'quick reset: breathe in for 4, hold for 4, out for 6. just once.',
        'try naming 5 things you can see rn. it pulls your brain back to now.',
      ],
    },
    tired: {
      normal: [
        'Could you give yourself permission to rest, even for ten minutes?',
        'It might help to choose one thing to drop from today.',
      ],
      genz: [
        'permission slip: you are allowed a 10 minute rest.',
        "maybe pick one thing to drop from today's list.",
      ],
    },
    angry: {
      normal: [
        'Some people find it helps to move the energy out, with a brisk walk or writing it all down.',
        'Taking a slow breath before responding can give you a little space.',
      ],
      genz: [
        'try letting it out: a fast walk, or a rant in your notes app.',
        'one slow breath before replying can buy you some space.',
      ],
    },
    lonely: {
      normal: [
        'Is there one person you could send a short message to today?',
        'Even a small connection, like a short chat or a walk somewhere busy, can help.',
      ],
      genz: [
        'maybe send one low-key text to someone today?',
        'even a tiny bit of connection, like a cafe or a walk, can help.',
      ],
    },
    stressed: {
      normal: [
        'It might help to write down everything on your mind, then circle just one thing for now.',
        'Dropping your shoulders and unclenching your jaw can ease some of the tension.',
      ],
      genz: [
        'brain dump everything, then circle just one thing for now.',
        'quick check: drop your shoulders and unclench your jaw.',
      ],
    },
    overwhelmed: {
      normal: [
        'What if we picked just the very next small step, and left the rest for later?',
        'Breaking it into smaller pieces can make it feel more manageable.',
      ],
      genz: [
        'what if we only pick the very next tiny step?',
        'chopping it into smaller bits can make it feel less huge.',
      ],
    },
    hurt: {
      normal: [
        'It is okay to let yourself feel this without rushing to be over it.',
        'Writing down what you wish you could say can sometimes ease the ache.',
      ],
      genz: [
        'you do not have to be over it yet. feeling it is okay.',
        'writing what you wish you could say can help let some out.',
      ],
    },
    guilty: {
      normal: [
        'What would you say to a friend who told you this?',
        'Mistakes do not define you. You can learn from this and still be kind to yourself.',
      ],
      genz: ['what would you tell your bestie if they said this?', 'one mistake is not your whole story.'],
    },
    empty: {
      normal: [
        'Sometimes a small sensory thing, like cold water on your hands, can help you feel a bit more present.',
        'A short walk outside can sometimes bring a little feeling back.',
      ],
      genz: [
        'tiny thing to try: cold water on your hands, to feel a bit more here.',
        'a short walk outside can sometimes help a bit.',
      ],
    },
    stuck: {
      normal: [
        'Sometimes the smallest possible step is enough to get moving again.',
        'It can help to list two or three options, without choosing yet.',
      ],
      genz: [
        'the smallest step still counts as moving.',
        'maybe list 2 or 3 options without picking one yet.',
      ],
    },
    happy: {
      normal: [
        'It might be worth pausing to really take this in.',
        'You could jot this down, so you can come back to it on harder days.',
      ],
      genz: ['take a sec to really soak this in.', 'maybe screenshot this feeling for the harder days.'],
    },
  },
  questions: {
    sad: {
      normal: [
        'What has been weighing on you the most?',
        'When did you start feeling this way?',
        'What would feel comforting right now?',
      ],
      genz: [
        'what has been weighing on you most?',
        'when did it start feeling like this?',
        'what would feel comforting rn?',
      ],
    },
    anxious: {
      normal: [
        'What is the worry that keeps coming back?',
        'What does the anxiety feel like in your body?',
        'What would help you feel a little safer right now?',
      ],
      genz: [
        'what is the worry that keeps looping?',
        'where do you feel it in your body?',
        'what would help you feel a bit safer rn?',
      ],
    },
    tired: {
      normal: [
        'What has been taking most of your energy?',
        'How have you been sleeping?',
        'What would real rest look like for you?',
      ],
      genz: [
        'what has been eating up your energy?',
        'how has sleep been?',
        'what would real rest look like for you?',
      ],
    },
    angry: {
      normal: [
        'What part of it upset you the most?',
        'What do you wish had happened instead?',
        'What do you need right now?',
      ],
      genz: [
        'what part got to you the most?',
        'what do you wish had happened instead?',
        'what do you need rn?',
      ],
    },
    lonely: {
      normal: [
        'When do you feel most alone?',
        'Who have you felt close to in the past?',
        'What kind of connection are you missing?',
      ],
      genz: [
        'when does it hit the hardest?',
        'who have you felt close to before?',
        'what kind of connection are you missing?',
      ],
    },
    stressed: {
      normal: [
        'What is the biggest source of pressure right now?',
        'What is one thing that could wait?',
        'How are you coping with it so far?',
      ],
      genz: [
        'what is the biggest pressure rn?',
        'what is one thing that could wait?',
        'how have you been coping so far?',
      ],
    },
    overwhelmed: {
      normal: [
        'What feels most urgent to you?',
        'What is one thing on your plate you could set down?',
        'Where would you like to start?',
      ],
      genz: ['what feels most urgent?', 'what is one thing you could set down?', 'where do you wanna start?'],
    },
    hurt: {
      normal: [
        'What hurt the most about it?',
        'How have you been looking after yourself since?',
        'What do you need to hear right now?',
      ],
      genz: [
        'what hurt the most?',
        'how have you been taking care of yourself since?',
        'what do you need to hear rn?',
      ],
    },
    guilty: {
      normal: [
        'What do you think you could have done differently?',
        'Is there a kinder way to see what happened?',
        'What would help you forgive yourself a little?',
      ],
      genz: [
        'what do you think you would do differently?',
        'is there a kinder way to look at it?',
        'what would help you go easier on yourself?',
      ],
    },
    empty: {
      normal: [
        'When did things start to feel this flat?',
        'Is there anything that still brings a flicker of interest?',
        'How long has it felt like this?',
      ],
      genz: [
        'when did things start feeling flat?',
        'anything that still sparks even a little interest?',
        'how long has it felt like this?',
      ],
    },
    stuck: {
      normal: [
        'What would a small step forward look like?',
        'What is holding you back the most?',
        'If nothing stood in the way, what would you try?',
      ],
      genz: [
        'what would a tiny step forward look like?',
        'what is holding you back the most?',
        'if nothing was in the way, what would you try?',
      ],
    },
    happy: {
      normal: [
        'What made today feel good?',
        'How can you bring a bit more of this into your week?',
        'Who would you like to share this with?',
      ],
      genz: [
        'what made it so good?',
        'how can you get more of this in your week?',
        'who would you wanna share this with?',
      ],
    },
    neutral: {
      normal: [
        'How are you feeling about it?',
        'Can you tell me a bit more?',
        'What is on your mind most right now?',
        'How has your day been, really?',
        'What would you like to talk through?',
      ],
      genz: [
        'how are you feeling about it?',
        'tell me more?',
        'what is on your mind the most rn?',
        'how has your day actually been?',
        'what do you wanna talk through?',
      ],
    },
  },
  callbacks: {
    normal: [
      'Earlier you mentioned {topic}. Is that connected?',
      'You brought up {topic} before. How does this fit with it?',
    ],
    genz: [
      'you mentioned {topic} earlier, is it connected?',
      'you brought up {topic} before, does this tie in?',
    ],
  },
};
