import { AuthErrorCode, CommonErrorCode, ErrorCode } from '@maeum/contracts';
import { RpcError, ServiceUnavailableError } from '@maeum/messaging';
import { toErrorAnswer } from './error-envelope';

describe('toErrorAnswer', () => {
  it.each([
    [AuthErrorCode.userAlreadyExists, 409],
    [AuthErrorCode.weakPassword, 422],
    [AuthErrorCode.sessionNotFound, 401],
    [CommonErrorCode.validationFailed, 400],
    [CommonErrorCode.unauthorized, 401],
  ])('answers a service error coded %s with HTTP %i', (code, status) => {
    const answer = toErrorAnswer(new RpcError(code, 'message'), 'error-1');
    expect(answer.body).toMatchObject({ statusCode: status, code, message: 'message' });
    expect(answer.unexpected).toBe(false);
  });

  it('answers a code it has no row for with a logged 500 carrying the errorId', () => {
    const answer = toErrorAnswer(new RpcError('from_a_newer_service' as ErrorCode, 'x'), 'error-2');
    expect(answer.body).toMatchObject({ statusCode: 500, errorId: 'error-2' });
    expect(answer.unexpected).toBe(true);
  });

  it('moves field errors and Retry-After out of the details', () => {
    const error = new RpcError(CommonErrorCode.validationFailed, 'Some fields are not valid.', {
      errors: [{ field: 'email', message: 'email must be an email' }],
      retryAfterSeconds: 2.2,
    });
    const answer = toErrorAnswer(error, 'error-3');
    expect(answer.body.errors).toEqual([{ field: 'email', message: 'email must be an email' }]);
    expect(answer.headers).toEqual({ 'retry-after': '3' });
  });

  it('answers a busy service with 503 and its Retry-After, without logging it as a fault', () => {
    const error = new RpcError(AuthErrorCode.hashingBusy, 'Busy', { retryAfterSeconds: 1 });
    const answer = toErrorAnswer(error, 'error-5');
    expect(answer.body).toEqual({ statusCode: 503, code: 'hashing_busy', message: 'Busy' });
    expect(answer.headers).toEqual({ 'retry-after': '1' });
    expect(answer.unexpected).toBe(false);
  });

  it('answers a service that did not answer with 503 and Retry-After', () => {
    const answer = toErrorAnswer(new ServiceUnavailableError('auth', 'timeout'), 'error-4');
    expect(answer.body).toMatchObject({ statusCode: 503, code: 'service_unavailable', service: 'auth' });
    expect(answer.headers).toEqual({ 'retry-after': '2' });
  });
});
