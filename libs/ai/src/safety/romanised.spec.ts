import { languageOf } from './readings';
import { fromRomanisedKorean } from './romanised';

describe('Korean written in Latin letters', () => {
  it('reads each word as the syllables it sounds like', () => {
    expect(fromRomanisedKorean('salgi sileo')).toContain('살기 시러');
    expect(fromRomanisedKorean('jukgo sipeo')).toContain('죽고 시퍼');
    expect(fromRomanisedKorean('yuseo sseosseo')).toContain('유서 써써');
  });

  it("offers both splits of 'ng' before a vowel", () => {
    expect(fromRomanisedKorean('hangang')).toContain('한강');
    expect(fromRomanisedKorean('goyangi')).toContain('고양이');
  });

  it('gives no reading when a word is not Korean syllables', () => {
    expect(fromRomanisedKorean('i want to die')).toEqual([]);
    expect(fromRomanisedKorean('just the worst day')).toEqual([]);
    expect(fromRomanisedKorean('')).toEqual([]);
    expect(fromRomanisedKorean('죽고 sipeo')).toEqual([]);
  });
});

describe('the language a message is read in', () => {
  it('is Korean for Hangul and for Korean written wholly in Latin letters', () => {
    expect(languageOf('죽고 싶어')).toBe('ko');
    expect(languageOf('s.a.l.g.i silta')).toBe('ko');
    expect(languageOf('I just want it all to stop')).toBe('en');
  });
});
