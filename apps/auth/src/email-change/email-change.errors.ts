import { AuthErrorCode, CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** A missing or wrong current password: the same answer for both. */
export class WrongCurrentPasswordError extends RpcError {
  constructor() {
    super(AuthErrorCode.invalidCredentials, 'Your current password is incorrect.');
  }
}

/** An account without a password (Google, Kakao) must have signed in a moment ago. */
export class RecentSignInRequiredError extends RpcError {
  constructor(message = 'Please sign in again, then change your e-mail.') {
    super(AuthErrorCode.recentSignInRequired, message);
  }
}

export class SameEmailError extends RpcError {
  constructor() {
    super(CommonErrorCode.validationFailed, 'This is already your e-mail address.');
  }
}

/** Unknown, replaced and expired links get the same answer. */
export class InvalidEmailChangeLinkError extends RpcError {
  constructor() {
    super(AuthErrorCode.invalidToken, 'Invalid or expired');
  }
}

export class EmailChangeLinkUsedError extends RpcError {
  constructor() {
    super(AuthErrorCode.emailChangeLinkUsed, 'This link has already been used.');
  }
}

/** The new address got an account of its own between the request and the link. */
export class NewEmailTakenError extends RpcError {
  constructor() {
    super(AuthErrorCode.userAlreadyExists, 'This e-mail address already has an account.');
  }
}
