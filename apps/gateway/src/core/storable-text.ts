import { BadRequestException } from '@nestjs/common';
import { CommonErrorCode } from '@maeum/contracts';

// A surrogate half without its partner: not Unicode text. Validators that re-encode a string
// (e-mail checks call encodeURI) throw on it, and it cannot be stored as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const PROBLEMS = [
  { test: (text: string) => text.includes('\u0000'), message: 'Text must not contain NUL characters.' },
  { test: (text: string) => LONE_SURROGATE.test(text), message: 'Text must be valid Unicode.' },
];

function findProblem(
  value: unknown,
  path: string,
  depth = 0,
): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const problem = PROBLEMS.find((p) => p.test(value));
    return problem && { field: path || 'body', message: problem.message };
  }
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findProblem(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text Postgres cannot store (U+0000) or that is not Unicode at all (a lone surrogate) is refused
 * before it goes anywhere.
 */
export function assertStorableText(body: unknown): void {
  const problem = findProblem(body, '');
  if (!problem) return;
  throw new BadRequestException({
    code: CommonErrorCode.validationFailed,
    message: problem.message,
    errors: [problem],
  });
}
