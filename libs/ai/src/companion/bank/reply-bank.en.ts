import type { ReplyBank } from './reply-bank.types';

export const EN_BANK: ReplyBank = {
  feelingWords: {
    sad: /\b(?:sad|down|depressed|depressing|blue|unhappy|miserable|crying|cried|cry|tears|heartbroken|grief|grieving|homesick|breaks? my heart|feel(?:s|ing)? (?:so |really |just )?(?:awful|terrible|horrible|rubbish|like crap|like shit)|broke my heart|heartbreaking|miss (?:him|her|them|my|having|home|being)|gloomy|low)\b/,
    anxious:
      /\b(?:shaken|shaky|rattled|anxious|anxiety|nervous|worried|worry|worrying|panic|panicking|scared|afraid|fear|uneasy|on edge|restless|freaking out|overthinking|dread|dreading|terrified|scares me|scary|frightening|froze|mind went blank)\b/,
    tired:
      /\b(?:tired|exhausted|drained|burnt out|burned out|burnout|sleepy|no energy|worn out|fatigued|wiped|knackered|running on empty|tiring|exhausting|can'?t keep (?:this|it|going) up|how long i can keep (?:this|it|going)(?: up)?|killing me)\b/,
    angry:
      /\b(?:angry|mad|furious|pissed|annoyed|irritated|frustrated|frustrating|rage|hate|fed up|livid|resent|bitter)\b/,
    lonely:
      /\b(?:lonely|alone|isolated|left out|no friends|nobody to talk|no one to talk|invisible|ignored|homesick|nobody invites|no one invites|someone to talk to|left behind)\b/,
    stressed:
      /\b(?:stress|stressed|stressful|pressure|tense|deadline|deadlines|too much work|swamped|slammed)\b/,
    overwhelmed:
      /\b(?:overwhelmed|overwhelming|too much|drowning|can'?t cope|out of my depth|in over my head|chaos|falling apart|spiraling|spiralling|everything at once|all on me|on my own with)\b/,
    hurt: /\b(?:hurt|betrayed|rejected|dumped|broke up|break ?up|cheated|abandoned|left me|ghosted|let down|disappointed in me|humiliated|excluded|stabbed me in the back|didn'?t see it coming|blindsided|out of nowhere|(?:i'?m|im) (?:being )?(?:dramatic|overreacting|too sensitive|exaggerating)|don'?t believe me|doesn'?t believe me)\b/,
    guilty:
      /\b(?:guilty|guilt|ashamed|shame|embarrassed|regret|my fault|blame myself|should have|shouldn'?t have|feel (?:so |really )?(?:weird|bad|awful|terrible) about|a bad person|selfish|beat(?:ing)? myself up|(?:so )?hard on myself)\b/,
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
};
