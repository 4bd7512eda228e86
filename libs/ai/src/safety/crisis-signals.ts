/**
 * What the safety gate looks for, as data. English patterns run on the squeezed form (word
 * boundaries, spaces kept); Korean patterns run on the compact form (no spaces or punctuation), so
 * '죽 고 싶 다', '자.살' and 'ㅈㅏㅅㅏㄹ' read as what they are. Each list names one reason the gate
 * answers; the evaluation set (crisis-eval.cases.ts) is what keeps them honest.
 */

export type CrisisCategory = 'suicide' | 'self_harm' | 'abuse' | 'violence';
export type RestrictedTopic = 'medical' | 'substances' | 'prediction' | 'expert_advice' | 'explicit';

const SELF = '(?:my ?self|meself|myslef|mysefl)';
const PERSON =
  '(?:friend|best friend|bestie|sister|brother|mom|mum|dad|mother|father|son|daughter|girlfriend|boyfriend|gf|bf|partner|wife|husband|roommate|classmate|cousin|coworker|kid)';
const CLOSE =
  '(?:dad|father|mom|mum|mother|stepdad|stepmom|stepfather|stepmother|parents?|husband|wife|boyfriend|girlfriend|bf|gf|partner|ex|brother|sister|uncle|aunt|grandpa|teacher|coach|boss|step ?brother)';

/** An intent, wish or plan ('want to', 'should just', 'thinking about') ... */
const FRAME =
  '(?:want|wanna|wanting|wish i could|wish to|hope to|going|gonna|planning|plan|ready|decided|should|need|deserve|feel like|felt like|thinking about|thinking of|think about|thought about|considering|rather|might as well|may as well|might just|tempted to|trying to|tried to)';
/** ... followed by dying or disappearing, said any of the usual ways. */
const DEATH = `(?:die|dying|be dead|not be alive|not be here|not exist|stop existing|cease to exist|disappear(?! into| in(?:to)? )|vanish|never wake up|not wake up|sleep forever|end (?:it|things|everything|my life|it all)(?! (?:with|between|here|early|on (?:a |a good |a high |good )?note|at work|for (?:today|now|the day|tonight)))|ending (?:it|things|everything|my life|it all)(?! (?:with|between|here|early|on (?:a |a good |a high |good )?note|at work|for (?:today|now|the day|tonight)))|be gone forever|kill(?:ing)? ${SELF}|jump(?:ing)? off (?:a|the|something)|not being here|not existing)`;

/** English, on the squeezed form. */
export const EN_CRISIS: Record<CrisisCategory, RegExp[]> = {
  suicide: [
    new RegExp(`\\b${FRAME} (?:to )?(?:just |simply |really |finally |quietly )?${DEATH}\\b`),
    /\bwhat if i (?:just )?(?:didn'?t|never|don'?t) wake up\b|\bwhat if i (?:just )?(?:died|disappeared|wasn'?t here|ended it)\b/,
    /\bnever wake (?:up|again)\b(?! (?:early|before|at|in time|on|until|till|when|if|without|unless|to|for))/,
    /\b(?:tired|sick) of (?:living|being alive|life|existing|being here)\b/,
    /\bdone with (?:life|living|being alive|existing)\b/,
    /\b(?:no|don'?t see (?:the|any)|what'?s the|there'?s no|is there any|lost the|see no) point (?:in|of|to) (?:living|life|going on|being alive|existing|anything anymore|trying anymore|any of it|staying alive)\b/,
    /\b(?:nobody|no one|noone) (?:would|will|'d|'ll) (?:even )?(?:miss me|notice (?:if|when) i|care (?:if|when) i (?:die|died|was gone|were gone|disappeared|killed))/,
    /\bhow (?:much )?longer (?:i can|can i|i'?ll be able to) (?:keep going|go on|do this|hold on|last|take it)\b/,
    /\b(?:voices?|mind|brain|head|thoughts?)\b.{0,20}\btell(?:s|ing)? me to (?:jump|die|kill|end it|hurt myself)\b/,
    /\bwant (?:it all|everything|all of it|all this|this all) to (?:be over|end|stop)\b/,
    /\b(?:better|happier) (?:off )?if i (?:just )?(?:disappeared|vanished|died|was gone|were gone|wasn'?t (?:here|around)|left for good)\b/,
    /\b(?:take|taking|swallow|swallowing|down|downing|took|swallowed) (?:all|every one|the whole (?:bottle|pack|box)|a whole (?:bottle|pack|box)|a bunch|handfuls?|too many) (?:of )?(?:my |the |these |those )?(?:pills|meds|medication|tablets|sleeping pills|painkillers|tylenol|paracetamol)\b/,
    /\b(?:ways|methods|how) to (?:die|kill (?:my ?self|yourself)|end it all|end my life|commit suicide|not wake up)\b/,
    /\b(?:won'?t|will not) be (?:a (?:problem|burden|bother)|in anyone'?s way) (?:for (?:anyone|anybody|you|them) )?(?:much longer|for long|anymore|soon)\b/,
    /\bmy life is over\b/,
    /\b(?:going|gonna|about|ready|want|wanna|thinking about) (?:to )?jump\b(?! (?:in|into|on|at|onto|rope|ship|the gun|start|around|up|ahead|back|for|right|over|through|to|off the couch))/,
    /\b(?:standing|sitting|up|out) on (?:the|a|this|that) (?:bridge|roof|rooftop|ledge|edge|railing)\b/,
    new RegExp(
      `\\b(?:kill(?:ing|ed)?|hang(?:ing)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|off(?:ing)?) ${SELF}\\b`,
    ),
    /\b(?:kms|kys|ctb)\b/,
    /\bunaliv(?:e|ing|ed)\b/,
    /\bsewer ?slide\b/,
    /\bsuicid(?:e|al|ally)\b/,
    /\bend(?:ing)? (?:it all|my (?:own )?life|my existence|everything|my suffering for good)\b/,
    /\b(?:want|wanna|going|gonna|ready|planning|plan|decided|deserve|need) (?:to )?end (?:it|things)\b/,
    /\btake my (?:own )?life\b/,
    /\b(?:want|wanna|wanting|going|gonna|ready|planning|plan|deserve|need|wish i could|would rather|i'd rather|rather) (?:to )?(?:just )?(?:die|be dead|not exist|stop existing|cease to exist|not be alive|disappear forever|sleep forever|never wake up)\b/,
    /\bwish (?:i|to) (?:was|were|had|could|would)? ?(?:be )?(?:dead|die|never been born|not born|not alive|not here|disappear|never wake up|gone)\b/,
    /\b(?:don'?t|dont|do not|no longer|doesn'?t|never) (?:really )?(?:want|wanna|feel like|care) (?:to )?(?:live|be alive|exist|wake up|be here anymore|be around anymore|keep living|go on)\b/,
    /\bnot (?:want|wanting) to (?:live|exist|be alive|wake up)\b/,
    /\bbetter off (?:dead|without me|if i (?:was|were)n'?t here|if i died|with me gone)\b/,
    /\b(?:everyone|everybody|they|the world|my family|people) (?:would|'d|will|might) be (?:better|happier) (?:off )?(?:without me|if i (?:was|were) gone|if i died|if i wasn'?t here)\b/,
    /\bno (?:reason|point|will) (?:to|in|for) (?:live|living|go on|going on|be alive|being alive|be here|being here|keep going|stay)\b/,
    /\bwhat'?s the point (?:of|in) (?:living|life|going on|being alive|being here|anything anymore|even trying anymore)\b/,
    /\bcan'?t (?:go on|keep going|keep living|live like this|do this anymore|take it anymore|take this anymore|handle (?:it|this|life) anymore|do life anymore|take (?:it|this) any longer|bear (?:it|this) anymore|keep doing this anymore)\b/,
    /\b(?:i'?m|i am|feel like|feeling like) (?:such |just )?(?:a|nothing but a) burden\b/,
    /\bburden (?:to|on) (?:everyone|everybody|my family|the people)\b/,
    /\b(?:lethal|fatal|deadly) (?:dose|amount)\b/,
    /\bhow (?:many|much) (?:\w+ )?(?:pills|tablets|tylenol|paracetamol|sleeping pills|insulin|xanax|meds)\b.*\b(?:die|dead|kill|fatal|lethal|overdose|od|enough to|never wake)\b/,
    /\b(?:painless|easiest|quickest|fastest|best|surest|quietest) (?:way|ways|method|methods) to (?:die|go|end it|kill ${SELF}|not wake up)\b/,
    /\b(?:overdos(?:e|ing|ed)|od(?:ing)?) on (?:purpose|my (?:pills|meds)|pills|sleeping pills)\b/,
    /\b(?:want|going|gonna|thinking about|planning|plan) (?:to )?(?:overdose|od)\b/,
    /\b(?:jump|jumping|leap|leaping|throw myself) (?:off|from|in front of) (?:a |the |my |this )?(?:bridge|roof|rooftop|building|balcony|cliff|window|train|car|ledge|tower)\b/,
    /\b(?:tallest|highest) (?:bridge|building|cliff|roof)s?\b/,
    /\bhow (?:high|tall|far) .{0,30}\b(?:to die|to not survive|would kill|fatal|survive the fall)\b/,
    /\bnoose\b/,
    /\bgun to my (?:head|mouth)\b/,
    /\b(?:buy|get|bought|got) (?:a )?(?:rope|gun)\b.{0,30}\b(?:myself|end it|for me)\b/,
    /\b(?:slit|slitting|slice|slicing|open) my (?:wrists?|throat|veins)\b/,
    /\bbleed(?:ing)? out\b/,
    /\b(?:stockpil(?:e|ing|ed)|saving up|hoarding|collecting) (?:my |all my |some )?(?:pills|meds|medication|sleeping pills)\b/,
    /\btook (?:all|a bunch|a lot|too many|the whole bottle|a whole bottle|every one) (?:of )?(?:my |the )?(?:pills|meds|tablets|sleeping pills)\b/,
    /\b(?:this is|it'?s|here'?s) (?:my|the) (?:last|final) (?:message|goodbye|night|words|time you'?ll hear from me)\b/,
    /\bgoodbye (?:everyone|everybody|world|forever|for good|cruel world)\b/,
    /\b(?:won'?t|will not|wont) be (?:around|here|alive) (?:much longer|tomorrow|anymore|for long|next week|by morning|to see)\b/,
    /\b(?:wrote|written|writing|left|finished|leave) (?:a |my )?(?:suicide|goodbye|farewell|final|last) (?:note|letter|message)s?\b/,
    /\bsay(?:ing)? (?:my )?goodbyes? (?:to (?:everyone|my family|my friends|all of you|you all)|before i go)\b/,
    /\b(?:tell|let) (?:my (?:family|mom|mum|dad|parents|friends)|everyone) (?:that )?i(?:'m sorry| love(?:d)? them)\b/,
    /\bgiv(?:e|ing|en) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|cat|dog|pets?|clothes|money|games|stuff)\b/,
    /\bgiv(?:e|ing) (?:all )?my (?:stuff|things|belongings|possessions|cat|dog|pets?) away\b/,
    /\bwho (?:should|will|would|could) (?:get|take care of|look after|have|take) my (?:cat|dog|pets?|things|stuff|kids|plants)\b.{0,40}\b(?:gone|dead|die)\b/,
    /\b(?:when|after|once) i'?m (?:gone|dead)\b(?! (?:on|for|to|from) )/,
    /\b(?:there'?s|there is|i have|i'?ve got|i see|i feel|with) no (?:hope|future|way out|light at the end)\b/,
    /\b(?:lost|losing) all (?:hope|will to live|reason to live)\b/,
    /\bnothing (?:will|is going to|is gonna|'ll) (?:ever )?(?:get|be|feel) better\b/,
    /\b(?:life|living|my life|existing|everything) (?:is|feels) (?:pointless|meaningless|not worth (?:it|living))\b/,
    /\b(?:life|my life) (?:isn'?t|is not|ain'?t) worth (?:it|living)\b/,
    /\bnot worth (?:living|being alive|saving)\b/,
    /\bi(?: give| gave|'ve given| have given) up on (?:life|living|everything|myself)\b/,
    /\bwant (?:it|everything|the pain|all of it|this) to (?:end|stop|be over) (?:forever|for good|permanently)\b/,
    /\b(?:don'?t|do not) want to wake up\b/,
    /\bhope i (?:don'?t|never) wake up\b/,
    /\b(?:thinking|thoughts|thought) (?:about|of) (?:dying|death|ending (?:it|things|my life)|not being here|not existing)\b/,
    new RegExp(
      `\\b${PERSON}\\b.{0,40}\\b(?:wants?|is going|is gonna|threaten(?:s|ed|ing)?|talks? about|talking about|tried|trying|plans?|planning|said (?:she|he|they) (?:wants?|would|will)) (?:to )?(?:kill(?:ing)? (?:him|her|them)sel(?:f|ves)|die|dying|end(?:ing)? (?:his|her|their) life|tak(?:e|ing) (?:his|her|their) (?:own )?life|overdos(?:e|ing))\\b`,
    ),
  ],
  self_harm: [
    /\bself[- ]?harm(?:ing|ed)?\b/,
    new RegExp(
      `\\b(?:cut(?:ting)?|burn(?:ing)?|hurt(?:ing)?|harm(?:ing)?|scratch(?:ing)?|hit(?:ting)?|punish(?:ing)?|starv(?:e|ing)) ${SELF}\\b`,
    ),
    /\b(?:cut|cuts|cutting|carve|carving|burn|burning) (?:on |into )?my (?:wrists?|arms?|thighs?|legs?|skin|stomach)\b/,
    /\bmake (?:my ?self|me) bleed\b/,
    /\b(?:want|wanna|need|urge|going|gonna|the urge) (?:to )?cut\b(?! (?:my hair|class|classes|ties|back|down|the|it|off|out|in|him|her|them|you|carbs|sugar|costs|corners|a|some|this|that|school))/,
    /\b(?:relapse[d]?|relapsing|urge to|urges to|started) (?:on |with )?(?:cutting|self[- ]?harm|sh)\b/,
    /\b(?:razor|blade)s?\b.{0,30}\bmy (?:wrists?|arms?|thighs?|legs?|skin)\b/,
  ],
  abuse: [
    new RegExp(
      `\\b(?:my |our )${CLOSE}\\b.{0,30}\\b(?:hits|hit me|hitting me|beats|beat me|beating me|beats me|punch(?:es|ed)? me|kicks? me|kicked me|chokes? me|choked me|strangl\\w* me|slaps? me|slapped me|abuses|abused me|abusing me|raped|rapes|molest\\w*|touches me|touched me|forces me|forced me|threatens? to (?:kill|hurt) me|locks? me (?:in|up|out))`,
    ),
    /\b(?:he|she|they) (?:hits|hit|beats|beat|punches|punched|kicks|kicked|chokes|choked|strangles|strangled|slaps|slapped) me\b/,
    /\b(?:i was|i'?ve been|i got|i am being|i'?m being|being|was|getting) (?:raped|sexually assaulted|sexually abused|molested|abused|beaten up|beaten|assaulted|trafficked|groomed|bullied every day)\b/,
    /\b(?:raped|molested|sexually assaulted) me\b/,
    /\b(?:afraid|scared|terrified) (?:to go|of going) home\b/,
    /\bnot safe (?:at home|in my (?:house|home))\b/,
    /\b(?:he|she|they) (?:threatens?|threatened) to (?:kill|hurt) me\b/,
    /\bforced me to\b.{0,20}\b(?:sex|touch|have|sleep)\b/,
    /\b(?:they|kids|people|classmates|everyone) (?:at school )?(?:bully|bullies|bullied|beat up|beats up) me\b/,
    /\bdomestic (?:violence|abuse)\b.{0,30}\b(?:me|my|i)\b|\b(?:me|my|i)\b.{0,30}\bdomestic (?:violence|abuse)\b/,
  ],
  violence: [
    /\b(?:want|wanna|going|gonna|planning|plan|about|ready|thinking about|decided) (?:to )?(?:kill|murder|stab|shoot|strangle|poison) (?:him|her|them|someone|somebody|people|everyone|everybody|my (?:\w+))\b(?! (?:for|if|lol|lmao|haha|when|because|cuz|cause)\b)/,
    /\b(?:bring|bringing|take|taking) (?:a )?(?:gun|knife|weapon|bomb)s? to (?:school|work|class|the office)\b/,
    /\bshoot up (?:the|my|a) (?:school|office|work|mall|class)\b/,
  ],
};

/** Korean, on the compact form. */
export const KO_CRISIS: Record<CrisisCategory, RegExp[]> = {
  suicide: [
    /자살|자결|극단(?:적|적인)?선택|생을마감|삶을마감|목숨을끊|스스로목숨|목숨끊/,
    /세상(?:을)?떠나(?:고싶|버리고|려고|야겠)/,
    /(?:죽|쥭|뒤지|디지|뒈지|죽어버리|뒤져버리|디져버리|죽어버)(?:고|구|꼬)(?:만)?(?:싶|파|시퍼|퍼)|주꼬(?:싶|파)|죽을까(?!봐|바|싶)|(?:나|난|그냥)죽을래|그만살(?:래|고싶|까|려고)|(?:없어져|사라져|죽어)야(?:해|돼|겠|할|하나)|내가죽으면|(?:내가|나|난)?죽어도아무도|(?:사라질|없어질|사라져버릴)래|죽어버릴(?:까|거|래|꺼)|죽어야겠|죽어야하나|그냥죽을까|차라리죽|죽는게(?:나아|낫|편)|죽으면(?:편|끝|다)/,
    /(?:죽는|죽을|자살|편하게죽|안아프게죽|쉽게죽)(?:는)?(?:방법|법|수있는곳)|안아프게죽|편하게죽/,
    /그만살고싶|살기(?:가)?싫|살고싶지(?:가|는)?않|살고싶지(?:가)?않|살아(?:야|갈)할?이유|살이유가없|사는(?:게|것이|이유가)(?:의미|무슨의미)?(?:가|도)?없|사는의미(?:가|를)?(?:없|모르)|살아서뭐(?:해|하)|살아봤자|더는못살|이렇게는못살|못살겠어더는/,
    /(?:사라지|없어지|소멸하|증발하)고싶|사라져버리고싶|없어져버리고싶/,
    /태어나지(?:말|않)았(?:어야|으면)|안태어났으면|태어난게후회/,
    /영원히(?:잠들|자고싶)|(?:깨어나지|안깨어나|눈안떴|안일어났)(?:않았)?으면|내일이(?:안|오지않)왔으면|내일이오지않았으면/,
    /(?:인생|삶|목숨|나를|날|모든걸|모든것을|전부)(?:을|를)?(?:그냥)?끝(?:내고싶|내버리|내려고|내야겠|낼거|낼래)|끝내버리고싶/,
    /(?:삶|인생|사는게|사는것)(?:이|가|은|는)?.{0,10}(?:끝내고싶|끝낼래|끝낼거|끝내버리)/,
    /(?:다|모든걸|모든것을|전부|삶을|인생을)(?:그냥)?(?:놓고싶|놓아버리고싶|놔버리고싶)|(?:삶|인생)(?:을|을다)?내려놓고싶/,
    /(?:마포대교|한강다리|한남대교|대교|다리)(?:에|위에)?(?:가고싶|갈까|가야겠|가서뛰|에서뛰|뛰어)/,
    /왜살아야(?:하|되|돼|할)|왜사는지모르|살아야(?:하는|할)이유(?:를|가)?(?:모르|없)|왜살고있는지/,
    /(?:나|난|오늘|그냥|이제)죽을(?:거|꺼)(?:야|다|임|예요|에요)|(?:오늘|이게|지금이)(?:이|가)?마지막(?:이야|이다|이에요|이예요|일거야|인것같아)$/,
    /(?:내가|나|난)(?:그냥)?(?:없어지|사라지|죽으)면(?:좋겠|다들|모두|편하|나을)/,
    /(?:다리|옥상|난간|베란다|지붕|대교)(?:위|끝)?(?:에|에서)?(?:서있|올라왔|올라가|올라와|앉아있)|한강(?:다리|대교)?(?:위|에)(?:야|다|에요|왔|있어|서있)/,
    /살(?:자신|용기|힘|의지)(?:이|가|도)?(?:없|안나)|(?:삶|인생|사는것|살기)(?:을|를)?포기(?:하고싶|할래|할까|했어|하려)/,
    /미안(?:해|했어|하다)(?:그동안|다들|모두)?(?:안녕|잘있어)|숨(?:쉬는것|쉬는게)(?:도|조차)?싫/,
    /ㅈㅅ(?:하고|할|하려|각|충동|생각|해버|할래|할거|하면|시도)|자ㅅ|ㅈ살|자살각/,
    /한강(?:가고싶|갈까|가야|물(?:온도|수온)|수온|에뛰어|뛰어들|다리에서)|(?:옥상|다리|건물|아파트|베란다)(?:에서|위에서)?(?:뛰어내|떨어지고싶|떨어질까)|뛰어내리(?:고싶|고싶|면|려고|고)|뛰어내릴까|투신/,
    /번개탄|연탄(?:피우|피워)|목(?:을)?매달|목매(?:고싶|려고|달|서죽)|밧줄(?:로|을)?.{0,6}목/,
    /(?:수면제|약|알약|진통제)(?:을|를)?(?:알|통|개)?(?:을|를)?(?:모으|모아|모았|한꺼번에|다먹|다삼|한통|왕창)|치사량/,
    /유서(?:를|도|까지)?(?:써|쓰|썼|남기|남겼|작성)|마지막인사|(?:다들|모두|그동안)(?:고마웠|고맙다|미안했|잘있어|안녕히)|(?:내|제)(?:물건|짐|유품)(?:을|들을|들)?(?:나눠|정리해서|줄게|가져)/,
    /내가없(?:으면|어도|어지면)(?:다들|모두|가족|엄마|다)?(?:편할|행복할|나을|좋을|괜찮|될)|나없어도(?:될|괜찮|다들)|나하나없어져도/,
    /(?:내가|나는|난)(?:그냥|결국|가족한테|모두에게|다들한테|다른사람들한테)?(?:짐|짐덩어리)(?:이야|이다|일뿐|같아|만되|이되|밖에안)/,
    /(?:나는|난|나|내인생|내인생은|인생|삶|사는데|나한테|나에게|내삶)(?:은|는|엔|에는|이|도)?(?:희망이|미래가)(?:없|안보|하나도없)|희망이하나도없|(?:더이상|더는)못버티|버틸힘(?:이|도)?없|버틸수가없|더이상버틸/,
    /(?:친구|언니|오빠|누나|형|동생|엄마|아빠|남친|여친|남자친구|여자친구|애인|남편|아내)(?:가|이)?.{0,12}(?:죽고싶대|죽고싶다고|자살하려|자살하고싶|자살한대|자살시도|죽으려)/,
  ],
  self_harm: [
    /자해|손목(?:을)?(?:긋|그었|그어|그을|칼)|(?:칼|커터|면도날)로(?:팔|손목|허벅지|몸)?(?:을|를)?(?:긋|그어|그었)/,
    /(?:나|날|나를|내몸|내몸을|스스로|스스로를)(?:을)?(?:해치|때리고싶|상처내|다치게하고싶|피나게)/,
    /긋고싶|그어버리고싶|피가나게(?:긁|때리)/,
  ],
  abuse: [
    /(?:아빠|엄마|아버지|어머니|남친|남자친구|여친|여자친구|남편|아내|오빠|형|언니|누나|선생님|선생|부모님|계부|계모|새아빠|새엄마|삼촌|상사|애인|전남친|전여친)(?:가|이|께서|한테|에게|때문에)?.{0,10}(?:때려|때리|때렸|(?:한테|에게).{0,6}맞(?:았|아|고|을|는)|두들겨패|패버|팼|폭력|폭행|성추행|성폭행|몸을만|몰래만|억지로만|가둬|목졸|죽인다고|죽여버린다고|협박)/,
    /가정폭력|데이트폭력|(?:학대|성폭행|성추행|성희롱|폭행|학교폭력|학폭|왕따|괴롭힘|스토킹)(?:을|를)?(?:당하|당했|당해|받고|받았|받아)|강간/,
    /집에가기(?:가)?무서|집이무서|맞을까봐무서|집에있으면맞/,
  ],
  violence: [
    /(?:그|걔|쟤|그사람|그놈|그년|그새끼|상사|선생|친구|전남친|전여친|사람들|애들)(?:을|를|들을)?(?:다)?(?:죽이고싶|죽여버리고싶|죽여버릴|죽일거|찔러버리|칼로찌르)/,
    /(?:학교|회사|교실)에(?:칼|총|폭탄)(?:을|를)?(?:가져|들고)/,
  ],
};

/** Benign phrases removed before matching: idioms that borrow the words of harm. */
export const EN_BENIGN: RegExp[] = [
  /\bsuicide (?:squad|prevention|awareness|rates?|statistics|hotline number|doors?|mission|run|drill|sprints?|bunny|pact \(film\)|note \(film\))\b/g,
  /\b(?:movie|film|book|song|documentary|article|essay|research|report|news|podcast|show|episode|class|lecture|paper|novel|character)s? (?:about|on|where|in which|called)\b.{0,40}/g,
  /\b(?:cut|hurt|burn(?:ed|t)?) (?:my ?self) (?:while|when|on(?! purpose)|playing|chopping|cooking|shaving|at|in|during|by accident|accidentally|with a (?:knife|pan))\b/g,
  /\b(?:accidentally|by accident) (?:cut|hurt|burn(?:ed|t)?) my ?self\b/g,
  /\b(?:die|dying|died|dead) (?:of|from) (?:laughter|embarrassment|cringe|cuteness|boredom|shame)\b/g,
  /\bkill(?:ing)? (?:my ?self|me) (?:laughing|with laughter)\b/g,
  /\b(?:the |this |that )?(?:game|level|boss|character|avatar|sim|plants?|phone|battery|laptop|car|engine) .{0,20}\b(?:die|died|kill|killed)\b/g,
];

export const KO_BENIGN: RegExp[] = [
  /자살(?:예방|률|율|방지|관련기사|뉴스|다큐|영화|보도|통계|예방센터|예방의날)/g,
  // An own goal in football (a hard negative): the sport's word, not the act.
  /자살(?:골|꼴)/g,
  /유서깊/g,
];

/**
 * Words right before an English match that take it back ('I'm not suicidal', 'I would never kill
 * myself'). Hedges that only soften ('not saying', 'not sure') do not count.
 */
export const EN_NEGATION =
  /\b(?:not|never|no|don'?t|dont|didn'?t|won'?t|wont|wouldn'?t|isn'?t|aren'?t|ain'?t|nobody|no one|nor|stop)\b(?! (?:saying|sure|that|gonna lie|going to lie|lying|kidding|joking|exaggerating))/;

/** Korean words right after a match that take it back ('죽고 싶지 않아', '자살할 생각은 없어'). */
export const KO_NEGATION_AFTER =
  /^(?:하|할|한)?(?:지|진|지는|지도|진|고싶진|고싶지)않|^(?:하|할|하고싶은|할|한)?생각(?:은|이|도|까지는)?(?:없|전혀없|안)|^(?:은|는|을|를)?(?:안해|안할|절대안|하지마|안하|절대로안)|^(?:다는|하려는|하고싶다는)?(?:건|게|것은|말은)아니/;
export const KO_NEGATION_BEFORE = /(?:안|절대안|절대|전혀안|못)$/;

/** Not crisis: topics the companion declines and redirects. */
export const EN_TOPICS: Record<RestrictedTopic, RegExp[]> = {
  medical: [
    /\b(?:should i|can i|is it (?:ok|okay|safe)(?: to)?|safe to|how (?:much|many)|what dose|what dosage|how often can i|is it bad to)\b.{0,40}\b(?:take|taking|stop|stopping|quit|quitting|mix|mixing|double|increase|decrease|skip|drink on|drink with|combine)\b.{0,30}\b(?:meds|medication|medicine|pills?|tablets?|antidepressants?|ssris?|sertraline|zoloft|prozac|lexapro|fluoxetine|xanax|ativan|klonopin|adderall|ritalin|lithium|seroquel|melatonin|ibuprofen|tylenol|paracetamol|acetaminophen|aspirin|mg|dose)\b/,
    /\b(?:dosage|dose) (?:of|for)\b/,
    /\b(?:diagnose|diagnosis for) me\b|\bdo i have (?:adhd|bipolar|depression|bpd|ocd|autism|ptsd|cancer|a disorder)\b/,
  ],
  substances: [
    /\b(?:where|how) (?:can|do|to|should) (?:i |you )?(?:buy|get|score|find|make|grow|cook|order) (?:some )?(?:weed|cocaine|coke|meth|molly|mdma|lsd|acid|shrooms|drugs|ketamine|heroin|fentanyl|xanax bars|lean|dmt)\b/,
    /\bhow (?:to|do i|can i) get (?:high|stoned|wasted|blackout drunk)\b/,
    /\bbest (?:drugs?|way to get high|strain)\b/,
  ],
  prediction: [
    /\b(?:horoscope|zodiac|astrology|astrological|tarot|fortune ?tell\w*|psychic|star sign|birth chart|natal chart|numerology|palm reading)\b/,
    /\b(?:predict|tell me) (?:my|the) future\b|\bwill (?:he|she|they|my ex) (?:ever )?come back\b/,
  ],
  expert_advice: [
    /\bshould i (?:buy|sell|invest in|short)\b.{0,30}\b(?:stocks?|shares?|crypto|bitcoin|btc|eth|coins?|nvidia|tesla|bonds?|etfs?)\b/,
    /\b(?:which|what) (?:stocks?|crypto|coins?|etfs?) (?:should|to)\b|\bstock tips?\b|\binvestment advice\b/,
    /\b(?:legal advice|can i sue|should i sue|is it legal to|how do i sue|lawyer says)\b/,
  ],
  explicit: [
    /\b(?:sext|sexting|send nudes|nudes|porn|talk dirty|dirty talk|have sex with me|sexual roleplay|erotic (?:story|roleplay)|make me horny|i'?m horny)\b/,
  ],
};

export const KO_TOPICS: Record<RestrictedTopic, RegExp[]> = {
  medical: [
    /(?:약|항우울제|수면제|진통제|타이레놀|신경안정제|졸피뎀|자낙스|리튬|멜라토닌|이부프로펜|처방약|정신과약|adhd약)(?:을|를|은|는)?.{0,10}(?:먹어도(?:돼|될|괜찮)|끊어도|몇알|몇mg|복용해도|같이먹어도|줄여도|늘려도|얼마나먹|두배로|술이랑)/,
    /(?:진단해|무슨병인지|병명이뭔)|(?:우울증|adhd|조울증|공황장애|경계성)인지(?:알려|봐줘|진단)/,
  ],
  substances: [
    /(?:대마|마약|떨|필로폰|엑스터시|케타민|코카인|lsd)(?:초)?(?:어디서|구하|사는법|살수있|구매|하는법|키우는법)|(?:취하는|약하는|뽕가는)법/,
  ],
  prediction: [/사주|운세|타로|궁합|별자리|점(?:봐|쳐|보러)|신점|관상|토정비결|미래(?:를)?(?:예측|알려)/],
  expert_advice: [
    /(?:주식|코인|비트코인|이더리움|etf|펀드)(?:을|를)?(?:추천|사야|팔아야|살까|팔까|어떤거|뭐사)|(?:소송|고소)(?:해야|할수있|하면이길)|법적으로(?:어떻게|문제)/,
  ],
  explicit: [/야한(?:얘기|이야기|대화)|섹스하|섹드립|야동|음란한|19금(?:얘기|대화)|폰섹/],
};
