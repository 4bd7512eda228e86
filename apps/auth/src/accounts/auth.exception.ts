import { AuthErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { WeakPasswordReason } from './password-policy';

export class UserAlreadyExistsError extends RpcError {
  constructor() {
    super(AuthErrorCode.userAlreadyExists, 'User already registered');
  }
}

export class InvalidCredentialsError extends RpcError {
  constructor() {
    super(AuthErrorCode.invalidCredentials, 'Invalid login credentials');
  }
}

export class ConsentRequiredError extends RpcError {
  constructor() {
    super(
      AuthErrorCode.consentRequired,
      'Please accept the terms, the processing of mental-health information and the age requirement.',
    );
  }
}

export class WeakPasswordError extends RpcError {
  constructor(reasons: WeakPasswordReason[]) {
    super(AuthErrorCode.weakPassword, 'Password is too weak. Please choose a stronger password.', {
      reasons,
    });
  }
}

/** Too many passwords are being checked at once (a flood of sign-ins): try again shortly. */
export class HashingBusyError extends RpcError {
  constructor(retryAfterSeconds: number) {
    super(AuthErrorCode.hashingBusy, 'Many people are signing in right now. Please try again in a moment.', {
      retryAfterSeconds,
    });
  }
}
