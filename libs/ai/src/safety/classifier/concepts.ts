/**
 * Concepts a reading may hold, as word stems in both languages (romanised Korean among the Latin
 * ones), written from the train and dev splits' kinds, never from single sentences. The classifier sees each concept and each pair of
 * concepts that occur together, so 'a means + a quantity question' or 'death + myself + tonight'
 * weigh the same whatever the words: paraphrases share concepts where they share few n-grams.
 */

const en = (stems: string) => new RegExp(`(?:^|[^a-z'])(?:${stems})`, 'u');
const ko = (stems: string) => new RegExp(`(?:${stems})`, 'u');

export const CONCEPTS: Record<string, readonly RegExp[]> = {
  death: [
    en(
      'die\\b|dying|jukgo|jukko|jugeo|jugeul|jukeul|jasal|sarajigo|dead\\b|death|kill|suicid|unaliv|end (?:it|things|my|this|everything)|ending it|not (?:wake|be here|be around|exist)|stop existing|disappear|gone\\b|kms\\b|kys\\b|ctb\\b|sewer ?slide|check(?:ing)? out|final|over with|no longer|cease|take my (?:own )?life|off myself|rest forever|sleep forever|never wake',
    ),
    ko(
      '죽|뒤지|뒈지|디지|뒤질|자살|자결|극단|목숨|생을|삶을|사라지|사라질|없어지|없어질|끝내|끝낼|끝나|하차|영원히|눈\\s?안\\s?뜨|깨어나지|안\\s?깨|떠나|세상에 없|편해지|편히 쉬|쉬고 싶|잠들',
    ),
  ],
  self: [
    en("i\\b|i'm|im\\b|i'll|ill\\b|i've|me\\b|my\\b|myself|mine\\b"),
    ko('나\\b|나는|난\\b|날\\b|내가|내\\s|저는|제가|저\\b|스스로|나를|나한테|저를'),
  ],
  intent: [
    en(
      "want|wanna|going to|gonna|will\\b|'ll\\b|plan|ready|decided|tonight|tomorrow|this weekend|soon|about to|thinking (?:of|about)|should|need to|wish|gotta|tryna|trying to|finally",
    ),
    ko(
      '싶|할\\s?거|할\\s?꺼|려고|할래|할게|겠|오늘\\s?밤|내일|이번\\s?주|결심|계획|생각 중|하기로|마음먹|준비',
    ),
  ],
  means: [
    en(
      'pill|tablet|dose|overdos|\\bod\\b|mg\\b|bottle|meds|sleeping|tylenol|paracetamol|insulin|bridge|roof|ledge|floor|stor(?:y|ies)|building|balcony|jump|rope|noose|hang|knife|blade|razor|gun|train|tracks|charcoal|bleach|poison|drown|wrist|car exhaust|cliff|height|lethal|fatal|painless',
    ),
    ko(
      '약|알\\b|알을|알이|수면제|진통제|타이레놀|치사량|다리|대교|한강|옥상|층|난간|베란다|뛰어내|투신|밧줄|목매|목을 매|번개탄|연탄|칼|면도날|커터|손목|농약|락스|높이|몇\\s?미터|철로|선로',
    ),
  ],
  question: [
    en(
      'how many|how much|how high|how tall|how far|how long|which|where (?:can|do|to|is)|closest|nearest|enough to|would it take|what happens if|can you die|is it painful|\\?',
    ),
    ko('몇|얼마나|어디|어느|가장 가까운|제일 가까운|사려면|파는|살 수|되나|돼\\?|될까|나요|\\?'),
  ],
  farewell: [
    en(
      "goodbye|bye\\b|farewell|sorry for everything|love you all|take care of (?:my|him|her)|give (?:away|my)|gave away|note\\b|letter|last (?:message|time|night|words|day)|won't be (?:around|here)|when i'm gone|after i'm gone|my will\\b|insurance|tell (?:my|them|everyone)",
    ),
    ko(
      '안녕|고마웠|미안했|잘\\s?있어|잘\\s?지내|유서|편지|정리했|정리 중|나눠|맡아|부탁해|마지막|그동안|남겨|보내줘',
    ),
  ],
  selfHarm: [
    en(
      'cut|cutting|burn|scratch|hit myself|hurt myself|harm|bleed|blood|scars?\\b|relapse|\\bsh\\b|punish myself|starv|beans|styro|cottage cheese|barcode|stripes|slapped my(?:self| own)|pull(?:ed)? out my hair|stabbed my',
    ),
    ko('자해|긋|그었|그어|상처|피가|피 나|때리|흉터|할퀴|굶'),
  ],
  abuse: [
    en(
      "hits? me|hitting me|beat(?:s|ing)? me|chok|strangl|touch(?:es|ed)? me|rap(?:e|ed)\\b|molest|threat|hurts? me|afraid of (?:him|her|them|my)|scared of (?:him|her|them|my)|locks? me|slap|kick(?:s|ed)? me|grab|forced me|won't let me|stalk",
    ),
    ko(
      '때려|때리|맞았|맞아|맞고|맞을|폭력|폭행|목\\s?졸|만져|만지|성폭|성추행|추행|협박|가둬|가두|감금|스토킹|무서워|겁나|강제로|억지로',
    ),
  ],
  others: [
    en(
      '\\bhim\\b|\\bher\\b|them\\b|he\\b|she\\b|they\\b|boss|dad|mom|father|mother|stepdad|uncle|partner|husband|wife|boyfriend|girlfriend|\\bex\\b|teacher|coach|classmates?|coworker|neighbo',
    ),
    ko(
      '걔|그놈|그년|새끼|그 사람|그사람|상사|아빠|엄마|아버지|어머니|삼촌|남친|여친|남편|아내|애인|선생|코치|동기|팀장|부장|사장|이웃|새아빠|계부',
    ),
  ],
  harmOthers: [
    en(
      'kill (?:him|her|them|everyone|my)|stab|shoot|murder|hurt (?:him|her|them)|make (?:him|her|them) pay|bring (?:a|my) (?:knife|gun)|knife to|gun to|blow up|revenge',
    ),
    ko('죽여|죽일|찔러|찌르|패버|복수|칼 들고|칼을 들고|총|해치겠|가만 안 둬|가만두지'),
  ],
  hopeless: [
    en(
      "burden|better off without|no point|pointless|hopeless|no way out|only way out|can't go on|cant go on|give up|gave up|tired of (?:living|life|being)|done with (?:life|everything|it all)|no reason|nothing left|can't do this|worthless|no future|empty",
    ),
    ko(
      '짐\\b|짐이|짐만|없는\\s?게\\s?나|의미\\s?없|희망\\s?없|방법이\\s?없|포기|못\\s?버티|버틸 수|살\\s?이유|살 자신|살기\\s?싫|살고\\s?싶지|쓸모없|아무것도 남지|지쳤|텅 빈|소용없',
    ),
  ],
  deadline: [
    en(
      "a date|the date|deadline|count(?:ing)? ?down|last day|until (?:mon|tue|wed|thu|fri|sat|sun)|by (?:mon|tue|wed|thu|fri|sat|sun|the end)|end of the (?:month|week|year)|next (?:week|month)|birthday|new year|won'?t (?:need|make it|see|be there)|not making it|no need for|cancel|delet|unsubscrib|one more time|for the last",
    ),
    ko(
      '날짜|디데이|d-\\d|마감|카운트|마지막 날|생일|까지만|필요\\s?없|못\\s?볼|못\\s?넘길|취소|지웠|탈퇴|해지|한 번만 더|마지막으로',
    ),
  ],
  preparation: [
    en(
      'sold my|selling my|gave (?:away|my)|giving (?:away|my)|sent (?:the|my|her|him|them) money|paid off|wrote (?:a|my) (?:note|letter|will)|insurance|passwords?|cleaned out|deleted (?:all|my|everything)|said bye|made sure (?:she|he|they|my)|who gets my|rehom|stock(?:ed|ing)? ?pil|saving (?:up )?(?:my )?pills|bought (?:a |some )?(?:rope|charcoal|blades?)',
    ),
    ko(
      '팔았|팔고|나눠\\s?줬|나눠주|돈\\s?보내|보험|비밀번호|정리했|정리해\\s?뒀|다\\s?지웠|탈퇴했|편지\\s?썼|맡겼|부탁했|모아\\s?뒀|모으고|사\\s?뒀|샀어',
    ),
  ],
  done: [
    en(
      "swallowed|took (?:all|a bunch|the whole|too many|every|like \\d+)|the whole (?:pack|bottle|box|strip)|just did it|already did|it's done|feeling (?:weird|dizzy|sleepy|numb)|can'?t feel|bleeding|blood everywhere|won'?t stop bleeding",
    ),
    ko(
      '삼켰|다\\s?먹었|털어\\s?넣|한\\s?통|이미\\s?했|방금\\s?했|어지러|졸려|피가\\s?안\\s?멈|피\\s?많이|피가\\s?계속',
    ),
  ],
  voices: [
    en(
      'voices?\\b|hear(?:ing)? things|telling me to|commands?|whisper|orders? (?:me )?to|sending me (?:orders|messages|signs)|tells? me to',
    ),
    ko('목소리|환청|들려|시키|속삭'),
  ],
  negation: [
    en("not\\b|never|don't|dont|no\\b|wouldn't|won't|isn't|wasn't|nah"),
    ko('안\\s|않|아니|없어|없음|절대|전혀'),
  ],
  distance: [
    en(
      'movie|film|show\\b|series|book|novel|song|lyrics|article|news|essay|research|paper|class\\b|lecture|game|character|boss fight|level|years ago|used to|back then|when (?:he|she|they) was|friend (?:who|of)|cousin|therapist asked|doctor asked|nurse asked|survey|questionnaire|squad|squeeze|wings|battery|phone|plant|history|documentary|podcast|episode',
    ),
    ko(
      '영화|드라마|소설|노래|가사|기사|뉴스|과제|논문|수업|강의|게임|캐릭터|예전에|했었|였었|몇 년 전|작년에|친구가|사촌|선수|골\\b|배터리|폰|핸드폰|화분|식물|다큐|웹툰|설문|검사|문진|상담쌤이|의사가',
    ),
  ],
  humor: [en('lol|lmao|lmfao|haha|hehe|😂|🤣|💀|jk\\b|\\bxd\\b|rofl'), ko('ㅋㅋ|ㅎㅎ|😂|🤣|웃겨|개웃')],
  past: [
    en(
      '\\bwas\\b|were\\b|used to|back then|ago\\b|last year|had been|recovered|clean for|better now|survived',
    ),
    ko('었어|았어|했었|였었|예전|옛날|작년|회복|극복|이겨냈|지금은 괜찮'),
  ],
  now: [
    en(
      'right now|rn\\b|tonight|today|just (?:took|did|cut|swallowed)|already (?:took|did)|currently|as we speak|now\\b',
    ),
    ko('지금|방금|오늘|이미|벌써|당장'),
  ],
};

const NAMES = Object.keys(CONCEPTS);

/** The concepts a reading holds, by name. */
export function conceptsOf(reading: string): string[] {
  const text = ` ${reading} `;
  return NAMES.filter((name) => CONCEPTS[name].some((pattern) => pattern.test(text)));
}

/** Concepts that name a risk itself, not its setting (self, time, questions, distance…). */
const RISK_CONCEPTS = new Set([
  'death',
  'means',
  'farewell',
  'preparation',
  'done',
  'deadline',
  'selfHarm',
  'abuse',
  'harmOthers',
  'hopeless',
  'voices',
]);

/** Whether a reading holds any word of risk: the classifier's score alone never refers small talk. */
export function holdsRisk(reading: string): boolean {
  const text = ` ${reading} `;
  for (const name of RISK_CONCEPTS) if (CONCEPTS[name].some((pattern) => pattern.test(text))) return true;
  return false;
}
