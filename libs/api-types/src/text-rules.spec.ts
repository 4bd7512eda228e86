import { hasMixedScriptDomain, hasHiddenCharacters, normalizeEmail } from './text-rules';

describe('hasHiddenCharacters', () => {
  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['left-to-right embedding', '\u202A'],
    ['right-to-left embedding', '\u202B'],
    ['pop directional formatting', '\u202C'],
    ['left-to-right override', '\u202D'],
    ['right-to-left override', '\u202E'],
    ['word joiner', '\u2060'],
    ['left-to-right isolate', '\u2066'],
    ['right-to-left isolate', '\u2067'],
    ['first strong isolate', '\u2068'],
    ['pop directional isolate', '\u2069'],
    ['Arabic letter mark', '\u061C'],
    ['byte order mark', '\uFEFF'],
  ])('finds a %s anywhere in the text', (_name, character) => {
    expect(hasHiddenCharacters(character)).toBe(true);
    expect(hasHiddenCharacters(`Ha${character}Neul`)).toBe(true);
    expect(hasHiddenCharacters(`jiwoo@example.com${character}`)).toBe(true);
  });

  it.each([
    'Ha Neul',
    '김하늘',
    'José Álvarez',
    "O'Brien-Smith",
    'محمد',
    'ｊｉｗｏｏ',
    'jiwoo@example.com',
    '',
  ])('leaves ordinary text in any script alone: %s', (text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  it('does not count the characters next to the ranges', () => {
    for (const character of ['\u200A', '\u2010', '\u2029', '\u202F', '\u2061', '\u2065', '\u206A', '\uFEFE'])
      expect(hasHiddenCharacters(character)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('folds full-width letters and signs to their plain form, in lower case', () => {
    expect(normalizeEmail('ＪＩＷＯＯ＠ＥＸＡＭＰＬＥ．ＣＯＭ')).toBe('jiwoo@example.com');
    expect(normalizeEmail('ｊｉｗｏｏ@example.com')).toBe('jiwoo@example.com');
  });

  it('lower-cases after folding, so a compatibility capital ends lower case too', () => {
    expect(normalizeEmail('ℌello@example.com')).toBe('hello@example.com');
  });

  it('trims spaces, including a full-width one', () => {
    expect(normalizeEmail('  Jiwoo@Example.com\u3000')).toBe('jiwoo@example.com');
  });

  it('keeps hidden characters, for the validator to refuse rather than to pass unseen', () => {
    expect(normalizeEmail('ji\u200Bwoo@example.com')).toBe('ji\u200Bwoo@example.com');
  });
});

describe('domains that mix scripts', () => {
  it('are refused when one label mixes two scripts', () => {
    expect(hasMixedScriptDomain('jiwoo@exаmple.com')).toBe(true); // Cyrillic а
    expect(hasMixedScriptDomain('jiwoo@gοogle.com')).toBe(true); // Greek ο
  });

  it('are fine in one script per label, Japanese kana with Han included', () => {
    expect(hasMixedScriptDomain('jiwoo@example.com')).toBe(false);
    expect(hasMixedScriptDomain('하늘@예시.한국')).toBe(false);
    expect(hasMixedScriptDomain('sora@例えば.jp')).toBe(false);
    expect(hasMixedScriptDomain('пример@пример.рф')).toBe(false);
  });
});
