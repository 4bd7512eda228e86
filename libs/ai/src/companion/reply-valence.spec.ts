import { contradictsValence } from './reply-valence';
import { understandTurn } from './understanding/understand-turn';

const contradicts = (message: string, sentence: string, language: 'en' | 'ko' = 'en') =>
  contradictsValence(understandTurn(message), message, sentence, language);

describe('the valence check a reply passes', () => {
  it('catches cheering a hard turn, in both languages', () => {
    expect(contradicts('I feel like everyone else is coping better than me', "That's lovely to hear!")).toBe(
      true,
    );
    expect(contradicts('I failed the exam again', 'Congratulations on trying!')).toBe(true);
    expect(contradicts('회사에서 또 혼났어요', '좋은 일이 있으셨군요!', 'ko')).toBe(true);
    expect(contradicts('I failed the exam again', 'That sounds really heavy.')).toBe(false);
  });

  it('meets relief as relief: joy claimed or condolence is caught, gladness is not', () => {
    expect(contradicts('고마워요, 조금 나아졌어요', '정말 축하해요!', 'ko')).toBe(true);
    expect(contradicts('I feel a bit better now', "I'm so sorry you're going through this.")).toBe(true);
    expect(contradicts('I feel a bit better now', "I'm glad it feels a little lighter.")).toBe(false);
  });

  it('does not condole a turn that went well, and lets the person be quoted', () => {
    expect(contradicts('I passed my driving test today!', 'That sounds really hard.')).toBe(true);
    expect(
      contradicts(
        'My boss said it went well but I feel awful',
        'You said "it went well", and still you feel awful.',
      ),
    ).toBe(false);
  });

  it('lets nothing off when the companion checks its own draft: quotes and 다행 to a hard turn count', () => {
    const reading = understandTurn('친한 친구가 합격했다는데 축하를 못 해주겠어요');
    expect(contradictsValence(reading, '', '‘축하를 못 해주겠어요’ 하는 생각이 드시는군요.', 'ko')).toBe(
      true,
    );
    expect(contradictsValence(understandTurn('회사에서 또 혼났어요'), '', '그래도 다행이에요.', 'ko')).toBe(
      true,
    );
  });

  it('gives a mixed turn that names nothing hard neither verdict', () => {
    const reading = understandTurn('손주 보는 건 즐겁긴 한데 그것도 잠깐이에요');
    expect(contradictsValence(reading, '', '좋은 일이 있으셨군요.', 'ko')).toBe(true);
    expect(contradictsValence(reading, '', '많이 힘드셨겠어요.', 'ko')).toBe(true);
    expect(contradictsValence(reading, '', '‘그것도 잠깐이에요’ 하는 생각이 드시는군요.', 'ko')).toBe(false);
  });
});
