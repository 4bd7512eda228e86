// Rules for text that names a person or reaches another person (an e-mail address, a full name an
// admin will read), shared by the API's validators and the web's forms so both refuse the same.

/**
 * Characters that change how text looks without being seen: bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C) and the
 * zero-width characters (U+200B–U+200D, U+2060, U+FEFF). With them "evil‮moc.elgoog" reads as
 * another address, and two names that look the same are different strings.
 */
const HIDDEN_CHARACTER = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** True when the text has a bidi control or a zero-width character in it. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/**
 * One spelling per address: NFKC folds full-width and other compatibility forms ("ｊｉｗｏｏ" is
 * "jiwoo"), then lower case (after NFKC, which can produce capitals such as "ℌ" → "H").
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Scripts a domain label may be written in; a label mixing two of them imitates another domain. */
const DOMAIN_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Hangul}/u,
  /\p{Script=Han}/u,
  /\p{Script=Hiragana}|\p{Script=Katakana}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Thai}/u,
];

/**
 * True when a label of the address's domain mixes letters of two scripts ('exаmple.com' with a
 * Cyrillic 'а'). Japanese labels mixing kana and Han are one writing system and allowed.
 */
export function hasMixedScriptDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domain.split('.').some((label) => {
    const letters = [...label].filter((c) => /\p{L}/u.test(c));
    const scripts = DOMAIN_SCRIPTS.filter((script) => letters.some((c) => script.test(c)));
    const japanese =
      scripts.length === 2 && scripts.includes(DOMAIN_SCRIPTS[5]) && scripts.includes(DOMAIN_SCRIPTS[6]);
    return scripts.length > 1 && !japanese;
  });
}

/** The API's answer (400) to an e-mail address with hidden characters: the spec's wording. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** The API's answer (400) to a full name with hidden characters. */
export const NAME_HIDDEN_CHARACTERS_MESSAGE =
  'Please remove invisible or text-direction characters from your name';
