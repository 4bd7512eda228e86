import { readInContext } from './read-in-context';
import { understandTurn } from './understand-turn';

const inContext = (before: string, now: string) => readInContext(understandTurn(now), understandTurn(before));

describe('a turn read against the one before it', () => {
  it('hears praise in irony after a hard turn as the same hardness, with its feeling', () => {
    const reading = inContext('모의고사 점수 또 떨어졌어 너무 속상해', '진짜 축하할 일이다 ㅋㅋㅋ');
    expect(reading.valence).toBe('negative');
    expect(reading.implied).toBe('sad');
    expect(reading.feelings.map((f) => f.feeling)).not.toContain('happy');
    expect(inContext('I failed my driving test again, I feel awful', 'so proud of myself rn').valence).toBe(
      'negative',
    );
  });

  it('meets a happy memory told after a hard turn as mixed, and a happy turn after a plain one as happy', () => {
    expect(
      inContext('아버지가 돌아가신 지 일 년 됐어요', '아버지랑 낚시 가던 날이 제일 행복했어요').valence,
    ).toBe('mixed');
    expect(
      inContext('My mom died last spring, I miss her', 'We were so happy at the lake that summer').valence,
    ).toBe('mixed');
    expect(inContext('오늘 친구들 만났어요', '정말 즐거웠어요').valence).toBe('positive');
  });

  it('leaves praise alone after a turn that was not hard, and plain praise after a hard one', () => {
    expect(inContext('오늘 면접 봤어', '합격했대 ㅋㅋ 잘됐다 ㅋㅋ').valence).not.toBe('negative');
    expect(inContext('I was so nervous about the exam', 'I passed, I am so happy').valence).toBe('positive');
    expect(inContext('시험 때문에 너무 불안했어', '드디어 합격했어 ㅋㅋ 잘됐다 ㅋㅋ').valence).not.toBe(
      'negative',
    );
  });
});
