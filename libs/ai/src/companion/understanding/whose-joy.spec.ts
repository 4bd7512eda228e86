import { englishJoys, koreanJoys, newsIsOthers, soundsIronic } from './whose-joy';
import { englishWords } from './english-turn';

const ko = (text: string) => koreanJoys(text).map((j) => j.use);
const en = (text: string) => englishJoys(englishWords(text).join(' ')).map((j) => j.use);

describe('whose joy a joy word is', () => {
  it('reads a joy denied after or before the word, in Korean', () => {
    expect(ko('합격했는데 기쁘지가 않아요')).toEqual(['denied']);
    expect(ko('하나도 안 행복해')).toEqual(['denied']);
    expect(ko('행복하지도 않고 슬프지도 않아')).toEqual(['denied']);
  });

  it("gives someone else's joy to them: the clause's subject, -어하다, seen, believed or reported", () => {
    expect(ko('엄마가 행복한 건 좋은데 나는 하나도 행복하지 않아')).toEqual(['others', 'denied']);
    expect(ko('부모님은 기뻐하시는데 저는 잘 모르겠어요')).toEqual(['others']);
    expect(ko('인스타 보면 다들 행복해 보이는데')).toEqual(['others']);
    expect(ko('남편은 제가 행복한 줄 알아요')).toEqual(['others']);
    expect(ko('남들은 여행 가면 행복하다는데 저는 그냥 그래요')).toEqual(['others']);
    expect(ko('나는 오늘 정말 행복했어')).toEqual(['felt']);
  });

  it('does not take a joy wanted, expected, pretended or talked about as felt', () => {
    expect(ko('행복할 줄 알았는데 아니더라고요')).toEqual(['unreal']);
    expect(ko('행복해지려고 노력하는 것도 지쳤어요')).toEqual(['unreal']);
    expect(ko('아이 앞에서 행복한 척했어요')).toEqual(['unreal']);
    expect(ko('요즘 행복이 뭔지 모르겠어요')).toEqual(['topic']);
    expect(ko('신나는 일이 생겨도 금방 시들해져요')).toEqual(['unreal']);
    expect(ko('힘들어도 행복해요')).toEqual(['felt']);
  });

  it('reads the same in English', () => {
    expect(en("I thought I'd be happy, and I'm not.")).toEqual(['unreal']);
    expect(en('Today was supposed to be a great day.')).toEqual(['unreal']);
    expect(en('I keep pretending to be happy')).toEqual(['unreal']);
    expect(en("The airline says they're happy to rebook me.")).toEqual(['others']);
    expect(en("My dad said he's glad I kept it.")).toEqual(['others']);
    expect(en("I'm happy for her, I really am.")).toEqual(['felt']);
    expect(en("Everyone's so happy for me and I just want to hide.")).toEqual(['others']);
    expect(en('Being happy feels like something other people get to do.')).toEqual(['topic']);
  });

  it('tells a joy in the past from one felt now', () => {
    expect(koreanJoys('그때는 정말 행복했어요')[0]!.past).toBe(true);
    expect(koreanJoys('지금 너무 행복해요')[0]!.past).toBe(false);
    expect(englishJoys('we were so happy there')[0]!.past).toBe(true);
    expect(englishJoys('i am so happy')[0]!.past).toBe(false);
  });

  it("tells someone else's good news from the person's own", () => {
    const news = (text: string, word: string) => newsIsOthers(text, text.indexOf(word), /[가-힣]/.test(text));
    expect(news('친한 친구가 대기업에 합격했대요', '합격')).toBe(true);
    expect(news('동생이 이번에 붙었어요', '붙었')).toBe(true);
    expect(news('나 합격했대 ㅋㅋ', '합격')).toBe(false);
    expect(news('드디어 합격했어요', '합격')).toBe(false);
    expect(news('my sister got the job', 'got the job')).toBe(true);
    expect(news('i got the job', 'got the job')).toBe(false);
  });

  it('hears praise that may be irony, and not plain praise', () => {
    expect(soundsIronic('오늘 또 야근이래요. 아주 잘됐네요 ㅋㅋ', true)).toBe(true);
    expect(soundsIronic('좋겠다 사장은 ㅋㅋ 돈 걱정 없어서', true)).toBe(true);
    expect(soundsIronic('진짜 축하할 일이다 ㅋㅋㅋ', true)).toBe(true);
    expect(soundsIronic('오늘 날씨 좋네요', true)).toBe(false);
    expect(soundsIronic('great just great my flight got cancelled again', false)).toBe(true);
    expect(soundsIronic('love that for me failed my driving test again lol', false)).toBe(true);
    expect(soundsIronic('that was a great talk thank you', false)).toBe(false);
  });
});
