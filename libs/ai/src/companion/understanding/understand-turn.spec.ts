import { understandTurn } from './understand-turn';

const read = (message: string) => understandTurn(message);
const feelings = (message: string) => read(message).feelings.map((f) => f.feeling);

describe('understanding one turn', () => {
  it('reads feelings with negation and intensity, in both languages', () => {
    expect(feelings('I am so anxious about tomorrow')).toEqual(['anxious']);
    expect(read('I am so anxious about tomorrow').feelings[0]!.intensity).toBe(1.5);
    expect(read('I am not anxious, just tired').negated).toContain('anxious');
    expect(feelings('I am not anxious, just tired')).toEqual(['tired']);
    expect(feelings('요즘 너무 불안해서 잠이 안 와')).toContain('anxious');
    expect(feelings('하나도 안 행복해')).not.toContain('happy');
    expect(feelings('I put my phone down and went to bed')).toEqual([]);
  });

  it('tells relief from joy, and a denied relief from relief', () => {
    expect(read('고마워요, 조금 나아졌어요').valence).toBe('relief');
    expect(read('Talking to you actually makes me feel a bit better.').valence).toBe('relief');
    expect(read("it's not getting any better").valence).toBe('negative');
    expect(read('요즘 전혀 나아지지 않아요').valence).toBe('negative');
    expect(read('I passed my exam today, I am so happy').valence).toBe('positive');
    expect(read('I feel like everyone else is coping better than me').valence).toBe('negative');
  });

  it("names what the turn is about in the person's words", () => {
    expect(read('다음 주에 큰 발표가 있는데 준비가 하나도 안 된 것 같아').subjects[0]).toMatchObject({
      noun: '발표',
      topic: 'work',
    });
    expect(read('밤에 누우면 일 생각이 계속 나서 잠을 잘 못 자').subjects[0]!.noun).toBe('일 생각');
    expect(read('My team lead yelled at me in front of everyone').subjects[0]!.phrase).toBe('your team lead');
    expect(read('I have a big presentation next week').subjects[0]!.phrase).toBe('the big presentation');
    expect(read('I already work two jobs').subjects.map((s) => s.noun)).not.toContain('work');
  });

  it("keeps the person's clause, turned to the listener", () => {
    expect(read('I feel like everyone else is coping better than me').clause).toBe(
      'everyone else is coping better than you',
    );
    expect(read('다음 주에 큰 발표가 있는데 준비가 하나도 안 된 것 같아').clause).toBe(
      '준비가 하나도 안 된 것 같아',
    );
  });

  it('reads the act and the cues a tool fits', () => {
    expect(read('What should I do about it?').act).toBe('advice');
    expect(read('어떻게 해야 할지 모르겠어').act).toBe('advice');
    expect(read('thank you').act).toBe('thanks');
    expect(read('When I lie down at night I keep thinking about work.').act).toBe('statement');
    expect(read('I had a panic attack and my heart is racing').cues.panic).toBe(true);
    expect(read('나 진짜 한심한 것 같아').cues.selfCritical).toBe(true);
    expect(read("I can't stop thinking about what she said").cues.rumination).toBe(true);
    expect(read('요즘 새벽 4시까지 잠이 안 와').cues.sleepTrouble).toBe(true);
  });

  it('does not take a hope someone else voiced, or a hedged one, as the turn going well', () => {
    expect(read('my therapist says it will get easier but idk').valence).not.toBe('positive');
    expect(read('He keeps saying things will work out fine').valence).not.toBe('positive');
    expect(read('의사 선생님은 곧 나아질 거래').valence).not.toBe('positive');
    expect(read('다들 괜찮다는데 잘 모르겠어요').valence).toBe('negative');
  });

  it('hears a joy held back as not joy', () => {
    expect(feelings("After last time I can't let myself get excited about the new job")).not.toContain(
      'happy',
    );
    expect(read("After last time I can't let myself get excited about the new job").valence).not.toBe(
      'positive',
    );
  });

  it('knows feelings of homesickness, regret, numb loss and wanting to give up', () => {
    expect(feelings('Honestly I am so homesick since the move')).toContain('lonely');
    expect(feelings('It breaks my heart to see him like this')).toContain('sad');
    expect(feelings('그때 전화를 받을 걸 그랬어')).toContain('guilty');
    expect(feelings('괜히 말했나 봐')).toContain('guilty');
    expect(feelings('아직도 실감이 안 나')).toContain('empty');
    expect(feelings('회사 다 때려치우고 싶어')).toContain('tired');
  });

  it('finds the noun in a verb made with 하다, and under stacked particles', () => {
    expect(read('다음 달에 입대해').subjects[0]!.noun).toBe('입대');
    expect(read('룸메이트들이랑도 잘 안 맞아').subjects[0]!.noun).toBe('룸메이트들');
    expect(read('혼자 있는 것보다는 낫지').subjects.map((s) => s.noun)).not.toContain('것보다');
    expect(read('요즘 아버지가 많이 편찮으세요').subjects[0]!.noun).toBe('아버지');
    expect(read('요즘 아버지가 많이 편찮으세요').valence).toBe('negative');
    expect(read('나 보고 막 울더라').subjects.map((s) => s.noun)).not.toContain('보고');
  });

  it('names a life event said as a state, and reads it as hard', () => {
    expect(read('I just found out I am pregnant').subjects[0]!.phrase).toBe('the pregnancy');
    expect(read('We were both made redundant in June').subjects[0]!.phrase).toBe('the redundancy');
    expect(read('We were both made redundant in June').valence).toBe('negative');
  });

  it('passes over what the person sets aside ("not really X, it is Y", "X는 아니고")', () => {
    expect(read("It's not really the money, it's feeling like my career is stuck").subjects[0]!.phrase).toBe(
      'your career',
    );
    expect(read('엄마가 아니라 아빠가 문제야').subjects[0]!.noun).toBe('아빠');
  });

  it('keeps amounts, idioms and possessives out of the subject, and a setting behind a subject', () => {
    const nouns = (m: string) => read(m).subjects.map((s) => s.phrase);
    expect(nouns('It feels a bit less heavy')).not.toContain('the bit less');
    expect(nouns('It breaks my heart every time')).not.toContain('your heart');
    expect(nouns('now the whole study group is ignoring me')[0]).toBe('the whole study group');
    expect(read("I haven't had a decent night's sleep all month").subjects[0]).toMatchObject({
      noun: 'sleep',
    });
    expect(read('우리 강아지 밥을 안 먹어').subjects[0]!.noun).not.toBe('밥');
    expect(read('동생이 내 노트북 맘대로 써').subjects.map((s) => s.noun)).toContain('노트북');
    expect(read('학교에서 친구가 나를 무시해').subjects[0]!.noun).toBe('친구');
  });

  it('does not take thanks someone else gave or held back as thanks', () => {
    expect(read('My manager never even said thank you for the overtime').act).not.toBe('thanks');
    expect(read('My manager never even said thank you for the overtime').valence).not.toBe('positive');
    expect(read('고맙다는 말 한마디도 없어').act).not.toBe('thanks');
  });

  it('hears a fear of loss as worry', () => {
    expect(read("I don't want this to end our friendship").implied).toBe('anxious');
  });

  it('hears asking what to do as not knowing yet', () => {
    expect(read('걔한테 뭐라고 말해야 할까').implied).toBe('stuck');
    expect(read('should i tell my coach').implied).toBe('stuck');
    expect(feelings('How do I stop beating myself up about it?')).toContain('guilty');
  });

  it('hears turning on oneself as guilt when no feeling is named', () => {
    expect(read('나 진짜 쓸모없는 사람 같아').implied).toBe('guilty');
    expect(read('I keep thinking something is wrong with me').implied).toBe('guilty');
  });

  it('finds the noun before a copula, and a bare noun that says which', () => {
    expect(read('나한텐 진짜 큰일인데').subjects[0]!.noun).toBe('큰일');
    expect(read('기숙사 룸메이트랑 안 맞아').subjects[0]!.noun).not.toBe('기숙사');
    expect(read('단골 카페 사장님이 그만두래').subjects[0]!.noun).toBe('카페 사장님');
  });

  it('reads a contrast: thanks or relief that lands on something hard is mixed, not thanks', () => {
    expect(read('Thanks for listening, but honestly I still feel awful.').act).not.toBe('thanks');
    expect(read('Thanks for listening, but honestly I still feel awful.').valence).toBe('mixed');
    expect(read('조금 나아지긴 했는데 여전히 잠이 안 와요').valence).toBe('mixed');
    expect(read('고맙긴 한데 솔직히 별로 나아진 건 없어요').act).not.toBe('thanks');
    expect(read('힘들긴 한데 그래도 얘기하니까 좀 나아졌어').valence).not.toBe('negative');
    expect(read('합격은 했는데 기쁘지가 않아요').valence).not.toBe('positive');
    expect(read('다들 잘됐다고 하는데 전 불안해요').cues.selfCritical).toBe(false);
  });

  it('does not take a joy owed or a complaint after "it is just that" as joy', () => {
    expect(read('People keep telling me I should be grateful for the new flat').valence).not.toBe('positive');
    expect(read("I'm happy for them, it's just that I feel left behind").valence).toBe('mixed');
  });

  it('hears thanks said as what the talk meant', () => {
    expect(read('It means a lot that you listened.').act).toBe('thanks');
    expect(read('It means a lot that you listened.').clause).toContain('that I listened');
  });

  it('keeps plurals of known nouns and drops time and filler words from the subject', () => {
    expect(read('The headaches come back every evening').subjects[0]).toMatchObject({ topic: 'health' });
    expect(read('I get them twice a week since the move').subjects.map((s) => s.phrase)).not.toContain(
      'the week since',
    );
    expect(
      read('Part of me wants to quit, part of me wants to stay').subjects.map((s) => s.noun),
    ).not.toContain('part');
  });

  it('reads a Korean modifier before a bound noun as a verb, and a time of day as a setting', () => {
    expect(read('결과 기다리는 게 제일 힘들어요').subjects.map((s) => s.noun)).not.toContain('기다리');
    expect(read('새벽 두 시에도 카톡이 와').subjects[0]!.noun).toBe('카톡');
    expect(read('아무 일 없던 것처럼 굴어').subjects.map((s) => s.noun)).not.toContain('아무 일');
  });

  it('knows fear, tiredness and bitterness said in other words', () => {
    expect(feelings('The waiting room is what scares me')).toContain('anxious');
    expect(feelings('It is so tiring to explain it again')).toContain('tired');
    expect(feelings('I still feel bitter about it')).toContain('angry');
  });

  it('tells passing an exam from being passed over or a death', () => {
    expect(read('I passed my driving test today!').valence).toBe('positive');
    expect(read('I got passed over for the promotion again').valence).not.toBe('positive');
    expect(read('my grandpa passed last month').valence).not.toBe('positive');
  });

  it('hears relief said as a feeling lessened or a weight taken off, and a mixed one by where it lands', () => {
    expect(read('Honestly I feel a lot less ashamed now').valence).toBe('relief');
    expect(read('Honestly I feel a lot less ashamed now').eased.map((f) => f.feeling)).toEqual(['guilty']);
    expect(read('Okay, that takes the pressure off').valence).toBe('relief');
    expect(read('It went easier than I thought it would').valence).toBe('relief');
    const mixed = read('The new inhaler helps a bit, but the side effects are rough');
    expect(mixed.valence).toBe('mixed');
    expect(mixed.subjects[0]!.phrase).toBe('the side effects');
  });

  it('says back the sentence that carries the feeling, and names a noun with all its modifiers', () => {
    expect(read('I know the route. It is the crowded platform that scares me.').clause).toContain(
      'scares you',
    );
    expect(read('I am retaking my driving theory test on Monday').subjects[0]!.phrase).toBe(
      'your driving theory test',
    );
    expect(read('Then the song comes on the radio').subjects.map((s) => s.phrase)).not.toContain(
      'the song comes',
    );
  });

  it('keeps idioms of the body and of time out of the subject, and hears an image that keeps coming back', () => {
    const nouns = (m: string) => read(m).subjects.map((s) => s.phrase);
    expect(nouns('A patient died on my watch last week')).toEqual(['the patient']);
    expect(nouns('I keep seeing the crash when I close my eyes')).not.toContain('your eyes');
    expect(read('I keep seeing the crash when I close my eyes').cues.rumination).toBe(true);
  });

  it("reads a joy denied, pretended or only someone else's as no joy of the turn", () => {
    expect(read('좋은 일이 있어도 좋지가 않아요').valence).toBe('negative');
    expect(read('마음이 안 좋아요').negated).toContain('happy');
    expect(feelings('사실은 괜찮지 않아요')).toEqual(['sad']);
    expect(read('괜찮지 않을까요?').negated).not.toContain('happy');
    expect(feelings("i'm supposed to be happy for her but i feel so left behind")).toContain('lonely');
    expect(feelings("It's not that I'm not grateful, I just feel out of my depth.")).toContain('overwhelmed');
    expect(read('남편은 제가 행복한 줄 알아요').valence).not.toBe('positive');
    expect(read('인스타 보면 다들 행복해 보이는데 나만 아닌 것 같아').valence).not.toBe('positive');
    expect(read('엄마가 행복한 건 좋은데 나는 하나도 행복하지 않아').valence).toBe('negative');
    expect(read("The airline says they're happy to rebook me for Thursday.").valence).not.toBe('positive');
    expect(read('Everyone keeps saying how proud they are.').valence).not.toBe('positive');
    expect(read("I'm so proud of myself today").valence).toBe('positive');
    expect(read("I thought I'd be happy, and I'm not.").valence).toBe('negative');
    expect(read('today was supposed to be a great day, my graduation').valence).toBe('negative');
    expect(read('오늘 정말 행복했어요').valence).toBe('positive');
    // The last joy word the person speaks for decides.
    expect(read('기쁜 날인데 기쁘지 않은 제가 이상해요').valence).toBe('negative');
    expect(feelings("I wasn't happy there, but I'm happy now")).toContain('happy');
  });

  it("does not cheer someone else's good news before the person says how it lands", () => {
    expect(read('친한 친구가 대기업에 합격했대요').valence).toBe('neutral');
    expect(read('My sister got the job.').valence).toBe('neutral');
    expect(read('드디어 합격했어요').valence).toBe('positive');
    expect(read('My exam went well').valence).toBe('positive');
  });

  it('lands a Korean turn on its main clause, after the -는데 background', () => {
    expect(read('시험은 붙었는데 엄마는 더 좋은 데 가라고 하세요').valence).toBe('mixed');
    expect(read('합격했는데 너무 기뻐요').valence).toBe('positive');
  });

  it('does not take thanks quoted in irony as thanks', () => {
    expect(read('고맙다고 해야 하나요, 저를 빼고 회식을 갔더라고요').act).not.toBe('thanks');
    expect(read('와 진짜 행복하다 ㅋㅋ 시험 망함').valence).toBe('negative');
  });

  it('hears praise in irony around something hard as a complaint', () => {
    const overtime = read('오늘 또 야근이래요. 아주 잘됐네요 ㅋㅋ');
    expect(overtime.valence).toBe('negative');
    expect(overtime.implied).toBe('angry');
    expect(read('Great, just great. My flight got cancelled again.').valence).toBe('negative');
    expect(read('오늘 시험 잘 봤어 잘됐다 ㅋㅋ').valence).toBe('positive');
  });

  it('does not land a turn on a joy it concedes before -긴 한데, -지만 or "but"', () => {
    expect(read('손주 보는 건 즐겁긴 한데 그것도 잠깐이에요').valence).toBe('mixed');
    expect(read('It was fun, but it did not last').valence).not.toBe('positive');
    expect(read('I do actually understand the material better this time though.').valence).toBe('positive');
  });

  it('hears relief in any form of its verbs, and not in a relief doubted or quoted', () => {
    for (const m of [
      '덜 비참해요',
      '드디어 시험이 끝났어요',
      '다행이에요',
      '마음이 좀 놓이네요',
      '얘기하니까 정리된다',
    ])
      expect(read(m).valence).toBe('relief');
    expect(read('I can finally breathe again.').valence).toBe('relief');
    for (const m of [
      '숨 좀 쉬겠다',
      '이제 좀 숨이 쉬어져요',
      '조금 위안이 되네요',
      '속 시원하다',
      '불안한 마음이 좀 가라앉았어요',
    ])
      expect(read(m).valence).toBe('relief');
    expect(read('불안한 마음이 좀 가라앉았어요').feelings).toEqual([]);
    expect(read("Phew, okay. I think I'm alright now.").valence).toBe('relief');
    expect(read('숨을 쉴 수가 없어요').valence).toBe('negative');
    expect(read('숨을 쉴 수가 없어요').cues.panic).toBe(true);
    expect(read('잠을 잘 수 있을지 모르겠어').valence).not.toBe('relief');
    expect(read('다들 다행이라고 하는데 다행인지 모르겠어요').valence).toBe('negative');
    expect(read('살아서 다행이라는 말이 위로가 안 되더라고요').valence).not.toBe('relief');
    expect(read('나아진 줄 알았는데 또 그래요').valence).toBe('negative');
    expect(read('I thought I was getting better but it came back').valence).not.toBe('relief');
  });

  it('takes no noun from a quotation, a -아/어도 clause or a verb before a bound noun', () => {
    const nouns = (m: string) => read(m).subjects.map((s) => s.noun);
    expect(nouns('살아서 다행이라는 말이 위로가 안 돼요')).not.toContain('다행이라');
    expect(nouns('맛있는 거 먹어도 재밌는 거 봐도 그냥 그래')).not.toContain('먹어');
    expect(nouns('이제 좀 살 것 같다')).not.toContain('살');
    expect(nouns('예전에는 잘 웃었어요')).not.toContain('예전에');
  });
});
