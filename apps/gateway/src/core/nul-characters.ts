import { BadRequestException } from '@nestjs/common';
import { CommonErrorCode } from '@maeum/contracts';

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Postgres cannot store U+0000 in text, so a body carrying it is refused before it goes anywhere. */
export function assertNoNulCharacters(body: unknown): void {
  const field = findNul(body, '');
  if (!field) return;
  const message = 'Text must not contain NUL characters.';
  throw new BadRequestException({
    code: CommonErrorCode.validationFailed,
    message,
    errors: [{ field, message }],
  });
}
