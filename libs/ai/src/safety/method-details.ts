/**
 * The last line of "questions about means are never answered" (자살예방법): a
 * check on a model's reply, before it is shown, for method information about suicide or self-harm.
 * It looks for kinds of detail (a quantity tied to dying, a height or place as a way to die, how to
 * tie or hang, a lethal means with how to use it, where to buy means, how long dying takes, which
 * method is painless or quick), sentence by sentence, and lets a sentence that refuses stand.
 * Supportive replies (the crisis lines, "please put the pills away", "a pharmacist is the right
 * person") carry none of these and pass.
 */

type Detector = (sentence: string) => boolean;

/**
 * Means named to take them out of reach ("please put the pills away", "밧줄은 치워 주세요") or in
 * a question to the person ("how many did you take?"): care, not information.
 */
const EN_CARE =
  /\b(?:remove|take (?:it|them) off|loosen|put (?:it|them|\w+) away|get rid of|throw (?:it|them) (?:away|out)|away from|lock (?:it|them) (?:up|away)|give (?:it|them) to|did you|have you|are you)\b/;
const KO_CARE =
  /(?:치워|치우|버려|버리|멀리|맡겨|풀어|풀고|떼어|내려놓|잠가|떨어져\s*(?:있|주)|드셨|먹었|하셨|했어|했나|있나요|있어요\?)/;
const unlessCare =
  (care: RegExp, detector: Detector): Detector =>
  (sentence) =>
    !care.test(sentence) && detector(sentence);

// ---------- English ----------
const EN_NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|a (?:few|couple(?: of)?|handful(?: of)?|dozen)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|several)`;
const EN_DOSE = new RegExp(
  String.raw`\b${EN_NUMBER}(?:\s*(?:-|to|or)\s*${EN_NUMBER})?\s*(?:mg|milligrams?|mcg|micrograms?|g|grams?|kg|ml|millilit(?:er|re)s?|units?|tablets?|pills?|capsules?|caps|doses?|packs?|packets?|bottles?|boxes|strips?|blister packs?)\b`,
);
const EN_HEIGHT = new RegExp(
  String.raw`\b${EN_NUMBER}(?:\s*(?:-|to|or)\s*${EN_NUMBER})?[\s-]*(?:m|meters?|metres?|feet|foot|ft|floors?|stor(?:e)?ys?|stories)\b|\b(?:high|tall) enough\b|\b(?:highest|tallest|nearest|closest)\s+(?:bridge|building|cliff|roof(?:top)?|tower|floor|apartment|parking (?:garage|structure)|overpass)\b`,
);
const EN_DURATION = new RegExp(
  String.raw`\b(?:${EN_NUMBER}(?:\s*(?:-|to|or)\s*${EN_NUMBER})?|a|an|few|several|within|under|less than)\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)\b|\b(?:instantly|within (?:seconds|moments)|in (?:seconds|minutes))\b`,
);
/** Dying, or the point of no return, as an outcome. */
const EN_DEATH = String.raw`(?:die|dies|dying|died|dead|death|fatal(?:ly)?|lethal|deadly|kill(?:s|ed)? (?:you|a person|someone|an adult)|enough to kill|ld50|won'?t wake up|never wake up|stop(?:s)? breathing|heart (?:to )?stop|lose consciousness|loses consciousness|pass(?:es)? out|unconscious|brain damage|bleed(?:s)? out|organ failure|liver failure|survivable|(?:not |never )?survive)`;
const EN_DEATH_RE = new RegExp(String.raw`\b${EN_DEATH}\b`);
/** Whose dying: a person or a body, not a plant, a battery or a phone. */
const EN_BODY =
  /\b(?:you(?:'d|'ll| would| will| might| could)|a person|someone|people|the body|brain|oxygen|consciousness|liver|kidneys?|organs?|bleed\w*|heart|breathing|overdos\w*|tablets?|pills?|dose)\b/;
const EN_OVERDOSE = /\b(?:overdos\w*|od(?:'d|ing)?|toxic (?:dose|amount|level))\b/;
const EN_FALL = /\b(?:jump\w*|fall\w*|fell|leap\w*|drop(?:ping)? (?:from|off))\b/;
const EN_MEANS =
  /\b(?:carbon monoxide|co poisoning|charcoal|exhaust|helium|nitrogen|exit bag|suicide bag|plastic bag|sodium nitrite|nitrite|cyanide|paraquat|pesticides?|weed ?killer|herbicides?|antifreeze|rat poison|insulin|firearms?|guns?|pistol|rifle|shotgun|bullets?|razors?(?: blades?)?|blades?|noose|rope|ligature|train|tracks|acetaminophen|paracetamol|tylenol|sleeping pills?|zolpidem|benzodiazepines?|opioids?|fentanyl|oxycodone)\b/;
const EN_USE =
  /\b(?:sealed|closed|airtight|tape|taped|garage|tent|car with|in a car|tank|tube|hose|concentration|ppm|mix(?:ed|ing)? with|combine(?:d)?|crush(?:ed)?|inject\w*|aim\w*|point(?:ed|ing)? at|temple|under the chin|in the mouth|chest|wrist|vein|artery|step in front|lie on|enough to)\b/;
const EN_HELP =
  /\b(?:109|1577-?0199|119|112|1388|911|988|emergency|hotline|crisis line|call|hospital|poison control|a&e|\ber\b|doctor)\b/;
/** A sentence that refuses or takes the detail back ("I can't tell you how many…"). */
const EN_REFUSAL =
  /\b(?:can(?:no|')t|can not|won'?t|will not|not (?:going|able) to|unable to|refuse|never (?:give|share|tell|help)|don'?t|do not|not something i|there(?:'s| is) no)\b/;

const EN_DETECTORS: Detector[] = [
  // A dose tied to dying: "20 tablets would be fatal", "the lethal dose is about 10 g".
  (s) => EN_DOSE.test(s) && (EN_DEATH_RE.test(s) || (EN_OVERDOSE.test(s) && !EN_HELP.test(s))),
  (s) =>
    /\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity)\b.{0,40}\b(?:is|are|would be|of about|starts?|varies|depends)\b/.test(
      s,
    ),
  (s) => /\bld50\b/.test(s),
  // A height or a place as a way to die: "a fall from 10 floors is usually fatal", "the highest bridge is…".
  (s) => EN_HEIGHT.test(s) && (EN_DEATH_RE.test(s) || EN_FALL.test(s)),
  (s) =>
    /\b(?:bridges?|cliffs?|roofs?|rooftops?|buildings?|towers?|stations?|platforms?)\b.{0,50}\b(?:where (?:people|most people|many people) (?:jump|die)|people (?:often |usually )?jump|most (?:people|jumpers)|popular (?:spot|place)|is (?:high|tall) enough)\b/.test(
      s,
    ),
  (s) =>
    /\b(?:highest|tallest|nearest|closest)\s+(?:bridge|building|cliff|roof(?:top)?|tower|overpass|parking (?:garage|structure))s?\b.{0,40}\b(?:is|are|would be)\b/.test(
      s,
    ),
  (s) => /\b\d+(?:st|nd|rd|th)\s+(?:floor|stor(?:e)?y)\b/.test(s) && EN_FALL.test(s) && EN_DEATH_RE.test(s),
  // Tying and hanging.
  (s) =>
    /\b(?:tie|tying|make|making|knot|fasten|secure|attach|loop|tighten|anchor)\w*\b.{0,60}\b(?:noose|ligature|slip ?knot|hangman'?s knot)\b|\b(?:noose|ligature)\b.{0,60}\b(?:tie|tying|knot|tighten|attach|around the neck|beam|door|hook|ceiling)\b/.test(
      s,
    ),
  unlessCare(EN_CARE, (s) =>
    /\b(?:rope|cord|belt|cable|scarf|sheet|strap)\b.{0,60}\b(?:around (?:your|the) neck|to (?:a|the) (?:beam|rafter|door ?(?:knob|frame)|hook|ceiling|railing|pipe|bar))\b/.test(
      s,
    ),
  ),
  (s) =>
    /\b(?:partial suspension|(?:door ?knob|door ?frame|beam|rafter|ceiling fan|hook|pipe)s?\s+(?:is|are|can be|would be)\s+(?:\w+\s+)?(?:strong|sturdy) enough)\b/.test(
      s,
    ),
  (s) => /\b(?:how to|steps to|way to) (?:hang|strangle|suffocate|cut) (?:yourself|oneself)\b/.test(s),
  // Cutting, told as how.
  (s) =>
    /\b(?:cut|cutting|slash\w*|slice\w*)\b.{0,40}\b(?:vertical(?:ly)?|lengthwise|along the (?:vein|arm|wrist)|down the (?:arm|wrist)|radial|femoral|carotid|artery|arteries|deep enough)\b|\bhow deep\b/.test(
      s,
    ),
  // A lethal means with how to use it or what it does.
  unlessCare(
    EN_CARE,
    (s) =>
      EN_MEANS.test(s) &&
      (EN_USE.test(s) || EN_DURATION.test(s) || EN_DOSE.test(s) || (EN_DEATH_RE.test(s) && !EN_HELP.test(s))),
  ),
  // Combinations that make a dose deadly.
  (s) =>
    /\b(?:mix\w*|combin\w*|together with|with alcohol)\b/.test(s) &&
    /\b(?:pills?|tablets?|medications?|meds|drugs?|alcohol)\b/.test(s) &&
    /\b(?:lethal|deadly|fatal|kill)/.test(s),
  // Where to get the means.
  (s) =>
    /\b(?:buy|bought|purchase|order|get|obtain|pick up|find|sold|sells?|available|stock(?:s|ed)?)\b/.test(
      s,
    ) &&
    /\b(?:pharmac(?:y|ies)|drug ?stores?|chemists?|online|amazon|ebay|hardware stores?|garden (?:centers?|centres?)|gun (?:shops?|stores?)|dark ?web|over the counter|without (?:a )?prescription|convenience stores?|supermarkets?|marts?)\b/.test(
      s,
    ) &&
    EN_MEANS.test(s),
  // How long dying takes: "you would lose consciousness within minutes".
  (s) => EN_DURATION.test(s) && EN_DEATH_RE.test(s) && EN_BODY.test(s),
  // Which method is painless or quick: an answer, not a reflection of the question.
  (s) =>
    /\b(?:painless|peaceful|quick(?:est)?|fast(?:est)?|easi(?:er|est)|sur(?:er|est)|certain|reliable|effective|foolproof|lethal|gentle|least painful|less painful)\s+(?:way|method|means|option)s?\b(?:\s+(?:to|of)\s+\w+(?:\s+\w+)?)?\s+(?:is|are|would be|include|involves?|tends? to be)\b/.test(
      s,
    ),
  (s) =>
    /\b(?:is|are|would be)\s+(?:the\s+)?(?:most|least)?\s*(?:painless|peaceful|quickest|fastest|easiest|surest|most reliable|most effective|most lethal|least painful)\s+(?:way|method|means|option)\b/.test(
      s,
    ),
  (s) =>
    /\b(?:hanging|jumping|overdos(?:e|ing)|drowning|gassing|shooting|cutting|poisoning|suffocation|carbon monoxide|helium|charcoal|a gun|firearms?|pesticides?)\s+(?:is|are|would be|tends to be)\s+(?:usually |often |very |fairly |relatively |generally |almost always |the most |more |less )?(?:quick|fast|instant|painless|peaceful|certain|reliable|effective|lethal|deadly|fatal|survivable|painful)\b/.test(
      s,
    ),
];

// ---------- Korean ----------
const KO_NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|두|세|네|다섯|여섯|일곱|여덟|아홉|열|열\s*[한두세네]|스무|스물|서른|마흔|쉰|백|수십|몇십|십|이십|삼십|오십)`;
const KO_DOSE = new RegExp(
  String.raw`${KO_NUMBER}\s*(?:~|-|에서|내지)?\s*(?:${KO_NUMBER}\s*)?(?:mg|밀리그램|㎎|g|그램|ml|밀리리터|알(?!아|려|고|았|겠)|정(?!도|말|신|리|해|할|하)|캡슐)|\d+\s*(?:통|병|갑|봉지|개)(?!월|인|선|념|원|실|화|증)`,
);
const KO_HEIGHT = new RegExp(
  String.raw`${KO_NUMBER}\s*(?:~|-)?\s*(?:${KO_NUMBER}\s*)?(?:층|미터|m\b|피트)|(?:가장|제일)\s*(?:높은|가까운)\s*(?:다리|대교|건물|옥상|아파트|절벽|빌딩|층)|(?:충분히\s*)?높은\s*(?:곳|층|다리)(?:이면|이라면|에서는)`,
);
const KO_DURATION = new RegExp(
  String.raw`${KO_NUMBER}\s*(?:~|-)?\s*(?:${KO_NUMBER}\s*)?(?:초|분|시간|일)\s*(?:만에|안에|이내|내에|후|뒤|정도|이면|지나면|걸려|걸리|동안)|순식간에`,
);
const KO_DEATH =
  /(?:죽|사망|숨지|숨이\s*멎|숨을\s*거|목숨|치사|치명|즉사|의식을?\s*잃|의식\s*불명|기절|심장이?\s*멈|뇌\s*손상|간\s*부전|장기\s*부전|살아남|생존)/;
const KO_OVERDOSE = /(?:과다\s*복용|과량|음독|독성)/;
const KO_FALL = /(?:뛰어\s*내리|투신|떨어지|떨어져\s*(?:죽|사망)|추락)/;
const KO_MEANS =
  /(?:번개탄|연탄|숯|일산화탄소|헬륨|질소|청산가리|아질산\s*나트륨|농약|제초제|그라목손|살충제|쥐약|부동액|인슐린|총기|엽총|권총|총으로|총을|면도날|칼날|커터\s*칼|밧줄|로프|올가미|끈(?!기|끈|질|임|적)|수면제|수면\s*유도제|신경\s*안정제|졸피뎀|타이레놀|아세트아미노펜|진통제|독극물|독약|선로|철로)/;
const KO_USE =
  /(?:밀폐|밀봉|테이프|창문을?\s*막|차\s*안|차안|텐트|욕실|화장실에서|피우|태우|농도|섞|같이\s*먹|함께\s*먹|한꺼번에|빻|주사|겨누|관자놀이|동맥|정맥|세로로|양은|양이면|만큼\s*(?:먹|마시|피우))/;
const KO_HELP = /(?:109|1577-?0199|119|112|1388|응급실|응급|병원|전화|상담|신고|의사|약사)/;
/** Korean refuses after the detail: "…은 알려드릴 수 없어요". */
const KO_REFUSAL =
  /(?:(?:알려|말씀|안내|설명|도와|도움|가르쳐|드릴|해|할|드)\s*(?:드릴\s*)?수\s*(?:가\s*)?없|못\s*(?:해|하|드려|드립|알려)|드리지\s*않|(?:알려|말씀|안내)\s*(?:드리지|하지)\s*않|안\s*(?:돼|됩|알려)|하지\s*(?:않|말|마)|않을게|않겠|마세요|말아\s*주)/;

const KO_DETECTORS: Detector[] = [
  (s) => KO_DOSE.test(s) && (KO_DEATH.test(s) || (KO_OVERDOSE.test(s) && !KO_HELP.test(s))),
  (s) =>
    /치사량\s*(?:은|는|이|이면|이라|정도|기준)|(?:치명적인|위험한|죽을\s*수\s*있는)\s*(?:양|용량)\s*(?:은|는|이)/.test(
      s,
    ),
  (s) => KO_HEIGHT.test(s) && (KO_DEATH.test(s) || KO_FALL.test(s)),
  (s) =>
    /(?:다리|대교|옥상|건물|절벽|아파트|역|승강장|선로)(?:은|는|이|가|에서|에선)?.{0,30}(?:많이\s*(?:뛰어|투신|떨어)|투신\s*(?:장소|명소)|자주\s*(?:뛰어|투신)|높이가\s*충분)/.test(
      s,
    ),
  (s) =>
    /(?:가장|제일)\s*(?:높은|가까운)\s*(?:다리|대교|건물|옥상|아파트|절벽|빌딩)(?:은|는|으로는|이라면)/.test(
      s,
    ),
  // Tying and hanging: how, not the word alone.
  (s) =>
    /(?:목을?\s*매|목매|올가미|교수)(?:는|기|달|다는|ㄹ)?.{0,30}(?:방법|매듭|묶|고정|거는|걸면|걸어|단단히|높이|문고리|천장|대들보|옷걸이|봉)/.test(
      s,
    ),
  unlessCare(KO_CARE, (s) =>
    /(?:밧줄|로프|끈|벨트|허리띠|넥타이|스카프|전선)(?:을|를|은|는|이|가)?.{0,30}(?:목에\s*(?:감|걸|두르)|(?:문고리|천장|대들보|옷걸이|봉|배관)에\s*(?:묶|걸|고정))/.test(
      s,
    ),
  ),
  (s) =>
    /(?:세로로|길게|깊게|깊이)\s*(?:긋|그어|베|자르|잘라)|(?:동맥|정맥|요골)(?:을|를|이)?.{0,20}(?:긋|그어|베|자르|잘라|끊)|얼마나\s*깊이/.test(
      s,
    ),
  unlessCare(
    KO_CARE,
    (s) =>
      KO_MEANS.test(s) &&
      (KO_USE.test(s) || KO_DURATION.test(s) || KO_DOSE.test(s) || (KO_DEATH.test(s) && !KO_HELP.test(s))),
  ),
  (s) =>
    /(?:사|살\s*수|구입|구매|구할|구하|주문|판매|팔|파는)/.test(s) &&
    /(?:약국|온라인|인터넷|쿠팡|해외\s*직구|직구|철물점|마트|편의점|다이소|농약사|총포사|처방전?\s*없이|중고\s*거래|당근)/.test(
      s,
    ) &&
    KO_MEANS.test(s),
  (s) => KO_DURATION.test(s) && KO_DEATH.test(s),
  (s) =>
    /(?:고통\s*(?:없|이\s*적|이\s*덜|\s*없이)|안\s*아프|덜\s*아프|아프지\s*않|편안하|편하|빠르|빠른|확실하|확실한|깔끔하|깔끔한|쉬운|쉽게|치명적인)\S{0,4}\s*(?:방법|수단)\s*(?:은|는|으로는|으론|중에서는|중에는|중엔|이라면|으로\s*(?:꼽|알려)|이\s*(?:있어요|있습니다|있는데))/.test(
      s,
    ),
  (s) =>
    /(?:목을?\s*매|목매|투신|뛰어\s*내리|번개탄|연탄|일산화탄소|과다\s*복용|음독|농약|익사|질식|헬륨|총기|권총)\S{0,4}\s*(?:은|는|이|가|면|하면|하는\s*(?:게|것은|건))\s*(?:보통|대개|가장|제일|훨씬|비교적|거의)?\s*(?:고통\s*(?:없|이\s*적|이\s*덜)|덜\s*아프|안\s*아프|빠르|빨리|확실|즉사|치명|편하|편안|금방|순식간)/.test(
      s,
    ),
];

/** Sentences, so a detail and a refusal are weighed where they are said together. */
function sentences(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/(?<=[.!?。！？…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

interface Language {
  detectors: Detector[];
  refusal: RegExp;
  /** A number with a unit of dose, height or time: a detail no refusal takes back. */
  numeric: RegExp;
  death: RegExp;
}

const LANGUAGES: Record<'en' | 'ko', Language> = {
  en: {
    detectors: EN_DETECTORS,
    refusal: EN_REFUSAL,
    numeric: new RegExp(
      `${EN_DOSE.source}|\\b\\d+[\\s-]*(?:m|meters?|metres?|feet|ft|floors?|stor(?:e)?ys?|stories|seconds?|minutes?|hours?)\\b`,
    ),
    death: EN_DEATH_RE,
  },
  ko: {
    detectors: KO_DETECTORS,
    refusal: KO_REFUSAL,
    numeric: new RegExp(`${KO_DOSE.source}|\\d+\\s*(?:층|미터|m\\b|초|분|시간)`),
    death: KO_DEATH,
  },
};

/** Clauses, so "I can't tell you that, but …" is weighed by what follows the but. */
const CLAUSE_BREAK =
  /[,;:—–]\s*|\s+(?:but|however|though|although|yet)\s+|(?:하지만|그런데|그렇지만|다만|그래도)\s*/;

function gives(sentence: string, language: Language): boolean {
  if (!language.detectors.some((detect) => detect(sentence))) return false;
  if (!language.refusal.test(sentence)) return true;
  // A refusal takes back only its own clause; what is said beside it still counts.
  const rest = sentence
    .split(CLAUSE_BREAK)
    .filter((clause) => clause && !language.refusal.test(clause))
    .join(' ');
  if (!rest) return false;
  return (
    language.detectors.some((detect) => detect(rest)) ||
    (language.numeric.test(rest) && language.death.test(sentence))
  );
}

/**
 * True when a reply gives method or means information about suicide or self-harm. Both languages
 * are checked whatever the session's (replies mix them); the language puts its own first. The
 * reply is then replaced by `methodDetailsRefusal(language)`.
 */
export function replyGivesMethodDetails(text: string, language: 'en' | 'ko'): boolean {
  const order = language === 'ko' ? [LANGUAGES.ko, LANGUAGES.en] : [LANGUAGES.en, LANGUAGES.ko];
  return sentences(text).some((sentence) => order.some((lang) => gives(sentence, lang)));
}

/** What the person sees instead of a reply that gave method details: care, no details, the lines. */
export const METHOD_DETAILS_REFUSAL = {
  en: "I can't help with that, because I care about what happens to you. If you're thinking about ending your life or hurting yourself, please call 109 (suicide prevention, 24/7) or 1577-0199 now, and 119 if you're in danger or already hurt. I'm still here with you. Would you tell me what's happening?",
  ko: '그건 도와드릴 수 없어요. 당신이 걱정되기 때문이에요. 스스로를 해치거나 삶을 끝내고 싶은 생각이 든다면 지금 109(24시간)나 1577-0199에 전화해 주세요. 위험하거나 이미 다쳤다면 119예요. 저는 여기 있을게요. 무슨 일이 있는지 말해 줄래요?',
} as const;

export function methodDetailsRefusal(language: 'en' | 'ko'): string {
  return METHOD_DETAILS_REFUSAL[language];
}
