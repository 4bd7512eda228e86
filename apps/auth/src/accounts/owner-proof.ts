import type { OwnerProofRepository, ProofAccount } from './owner-proof.repository';
import { verifyPassword } from './password-hasher';
import { RECENT_SIGN_IN_MS } from '../email-change/email-change-token';
import { RecentSignInRequiredError, WrongCurrentPasswordError } from '../email-change/email-change.errors';

export interface ProofRequest {
  userId: string;
  /** The session the request came with (its sign-in time counts for accounts without a password). */
  sessionId?: string;
  currentPassword?: string;
}

/**
 * A recent proof that the owner is the one asking, before a change that cannot be taken back:
 * the password, or, for an account without one (Google, Kakao), a sign-in in the last 5 minutes.
 * A stolen access token alone is not enough. False when the account is already gone.
 */
export async function proveOwner(
  proofs: OwnerProofRepository,
  request: ProofRequest,
  signInAgainMessage: string,
): Promise<boolean> {
  const account = await proofs.accountOf(request.userId, request.sessionId ?? null);
  if (!account) return false;
  await assertRecentProof(account, request.currentPassword, signInAgainMessage);
  return true;
}

/** The proof itself, on an account row the caller has already read (with its session's sign-in time). */
export async function assertRecentProof(
  account: ProofAccount,
  currentPassword: string | undefined,
  signInAgainMessage?: string,
): Promise<void> {
  if (account.password_hash) {
    if (!currentPassword || !(await verifyPassword(currentPassword, account.password_hash)))
      throw new WrongCurrentPasswordError();
    return;
  }
  const signedInAt = account.signed_in_at?.getTime() ?? 0;
  if (Date.now() - signedInAt > RECENT_SIGN_IN_MS) throw new RecentSignInRequiredError(signInAgainMessage);
}
