import { TONE_PREFERENCES, type TonePreference } from '@maeum/api-types';
import { CONTEXT_FIELDS, EMPTY_ANSWERS, type ContextAnswers } from './api';

// What a person types into the context form stays in this tab (sessionStorage) until it is in their
// account: a visitor has no account yet, and nothing they wrote about themselves may be lost on the
// way through sign-up. It never leaves the tab except to their own account.
const STORAGE_KEY = 'maeum.contextDraft';

export interface ContextDraft {
  tone: TonePreference;
  answers: ContextAnswers;
  /** The visitor pressed Finish Setup: save it to the account as soon as there is one. */
  toSave: boolean;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then works as before, without the draft.
    return null;
  }
}

/** The draft of this tab, or null (none, or not one we wrote). */
export function readContextDraft(): ContextDraft | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ContextDraft>;
    const answers: ContextAnswers = { ...EMPTY_ANSWERS };
    for (const field of CONTEXT_FIELDS) {
      const value = parsed.answers?.[field];
      if (typeof value === 'string') answers[field] = value;
    }
    const tone = TONE_PREFERENCES.find((value) => value === parsed.tone) ?? 'genz';
    return { tone, answers, toSave: parsed.toSave === true };
  } catch {
    return null;
  }
}

export function writeContextDraft(draft: ContextDraft): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Quota or private mode: the text is still in the form.
  }
}

export function clearContextDraft(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Whether anything was typed at all (a draft of only the default tone is not worth keeping). */
export function hasAnswers(answers: ContextAnswers): boolean {
  return CONTEXT_FIELDS.some((field) => answers[field].trim() !== '');
}
