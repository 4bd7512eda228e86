import { hasHiddenCharacters, hasMixedScriptDomain, normalizeEmail } from '@maeum/api-types';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Refuses a string with a bidi control or a zero-width character (hasHiddenCharacters): for
 * e-mail addresses and for any free text another person will read, such as a full name.
 */
export function NoHiddenCharacters(options: ValidationOptions & { message: string }): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noHiddenCharacters',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value) },
    },
    options,
  );
}

/** `@Transform(toNormalizedEmail)`: an address as typed, in its one spelling (normalizeEmail). */
export const toNormalizedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeEmail(value) : value;

/** Refuses an address whose domain mixes scripts in one label (hasMixedScriptDomain). */
export function NoMixedScriptDomain(options: ValidationOptions & { message: string }): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noMixedScriptDomain',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasMixedScriptDomain(value) },
    },
    options,
  );
}
