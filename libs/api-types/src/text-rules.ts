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

/** The API's answer (400) to an e-mail address with hidden characters: the spec's wording. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** The API's answer (400) to a full name with hidden characters. */
export const NAME_HIDDEN_CHARACTERS_MESSAGE =
  'Please remove invisible or text-direction characters from your name';
