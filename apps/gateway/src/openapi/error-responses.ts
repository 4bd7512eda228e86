import { CommonErrorCode } from '@maeum/contracts';

/** The error envelope of API.md, as every error answer carries it. */
export const errorEnvelopeSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: {
      type: 'string',
      description: 'Stable, machine-readable error code',
      example: 'validation_failed',
    },
    message: { type: 'string', description: 'For people, in the language of the request' },
    errors: {
      type: 'array',
      description: 'One entry per refused field (validation_failed)',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    errorId: { type: 'string', description: 'Quoted in the logs; on 500 answers' },
    retryAfterSeconds: { type: 'integer', description: 'On 429: when to try again' },
    service: { type: 'string', description: 'On 503: the part that did not answer' },
  },
  additionalProperties: true,
};

const answer = (description: string, code: string, statusCode: number, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/ApiError' },
      example: { statusCode, code, message },
    },
  },
});

/** The errors every operation can answer (400 only with input, 401 only when signed in, 404 with an id). */
export const ERROR_RESPONSES = {
  '400': answer(
    `\`${CommonErrorCode.validationFailed}\`: a field is missing or not valid (\`errors\` names each)`,
    CommonErrorCode.validationFailed,
    400,
    'Some fields are not valid.',
  ),
  '401': answer(
    `\`${CommonErrorCode.unauthorized}\` (no or an expired access token) or \`session_not_found\` (signed out)`,
    CommonErrorCode.unauthorized,
    401,
    'Please sign in to continue.',
  ),
  '404': answer(
    `\`${CommonErrorCode.notFound}\`: no such record of the caller's`,
    CommonErrorCode.notFound,
    404,
    'Not found',
  ),
  '429': answer(
    `\`${CommonErrorCode.tooManyRequests}\`: a rate limit; \`retryAfterSeconds\` and Retry-After say when`,
    CommonErrorCode.tooManyRequests,
    429,
    'Too many attempts. Please try again later.',
  ),
  '500': answer(
    `\`${CommonErrorCode.internalError}\`: our fault; \`errorId\` is in the logs`,
    CommonErrorCode.internalError,
    500,
    'Something went wrong on our side. Please try again.',
  ),
  '503': answer(
    `\`${CommonErrorCode.serviceUnavailable}\`: a service or dependency did not answer (\`service\`); retry`,
    CommonErrorCode.serviceUnavailable,
    503,
    'This part of maeum. is not available right now. Please try again shortly.',
  ),
};
