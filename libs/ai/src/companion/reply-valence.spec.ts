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
});
