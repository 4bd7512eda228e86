import { Injectable } from '@nestjs/common';
import { OnboardingContext } from '@maeum/contracts';
import { AuthDataKeys, type UserCipher } from '../data-keys/auth-data-keys';
import { ContextRow, PreferencesRow } from './me-rows';

/** user_context's free-text columns: sealed with the user's data key (an empty answer stays empty). */
export const CONTEXT_TEXT_COLUMNS = [
  'current_situation',
  'calming_factors',
  'overwhelming_factors',
  'additional_notes',
  'goals',
  'challenges',
] as const;

export const sealText = (cipher: UserCipher, text: string): string => (text ? cipher.seal(text) : '');
export const openText = (cipher: UserCipher, stored: string | null | undefined): string =>
  stored ? cipher.open(stored) : '';

/**
 * The onboarding answers as kept in user_preferences.onboarding_context: a JSON string holding the
 * sealed JSON of the answers. An object there is a row from before sealing (read as it is).
 */
export const sealOnboardingContext = (cipher: UserCipher, context: OnboardingContext): string =>
  cipher.seal(JSON.stringify(context));

/**
 * Seals and opens what a person told us about themselves (per-user data keys). Keys are made outside
 * the caller's transaction: a key made in one that rolls back would stay cached but unstored.
 */
@Injectable()
export class ContextSealing {
  constructor(private readonly keys: AuthDataKeys) {}

  cipherFor(userId: string): Promise<UserCipher> {
    return this.keys.cipherFor(userId);
  }

  async openPreferences(userId: string, row: PreferencesRow): Promise<PreferencesRow> {
    const stored: unknown = row.onboarding_context;
    if (typeof stored !== 'string') return row;
    const cipher = await this.keys.cipherFor(userId);
    return { ...row, onboarding_context: JSON.parse(cipher.open(stored)) as Partial<OnboardingContext> };
  }

  async openContext(userId: string, row: ContextRow | undefined): Promise<ContextRow | undefined> {
    if (!row || CONTEXT_TEXT_COLUMNS.every((column) => !row[column])) return row;
    const cipher = await this.keys.cipherFor(userId);
    const opened = { ...row };
    for (const column of CONTEXT_TEXT_COLUMNS) opened[column] = openText(cipher, row[column]);
    return opened;
  }
}
