import { Injectable, Logger } from '@nestjs/common';
import { AuthSessionResult, LoginDto } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { SecurityEvents } from '../security-events/security-events';
import { SessionIssuer } from '../sign-in-sessions/session-issuer';
import { HashingBusyError, InvalidCredentialsError } from './auth.exception';
import { FailedSignInNotice } from './failed-sign-in-notice';
import { User } from '../users/user.entity';
import { assertHashingRoom, hashPassword, needsRehash, verifyPassword } from './password-hasher';

/**
 * E-mail and password sign-in. An unknown e-mail costs the same hashing work as a wrong password
 * and gets the same answer, so neither the reply nor its timing tells whether an account exists.
 * `deadline` is when the caller stops waiting: a password check still queued then is not made.
 */
@Injectable()
export class SignInUseCase {
  private readonly logger = new Logger(SignInUseCase.name);
  private readonly decoyHash = hashPassword('maeum-decoy-password-for-unknown-accounts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
    private readonly securityEvents: SecurityEvents,
    private readonly outbox: Outbox,
    private readonly failedSignInNotice: FailedSignInNotice,
  ) {}

  async execute(input: LoginDto, userAgent?: string, deadline?: number): Promise<AuthSessionResult> {
    // In a flood, refused before the database is asked: the refusal costs nothing and tells nothing.
    assertHashingRoom({ deadline });
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email', { email: input.email.toLowerCase() })
      .andWhere('u.deletedAt IS NULL')
      .getOne();
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await this.decoyHash), {
      deadline,
    });
    if (!user || !user.passwordHash || !matches) {
      await this.securityEvents.record(
        'sign_in_failed',
        user?.id ?? null,
        { reason: 'invalid_credentials' },
        userAgent,
      );
      // Not awaited: the answer for a known account must take as long as for an unknown one.
      if (user)
        this.failedSignInNotice
          .afterFailure(user.id)
          .catch((error: Error) =>
            this.logger.warn({ reason: error.message }, 'Sign-in failure notice not sent'),
          );
      throw new InvalidCredentialsError();
    }
    // A hash made with older parameters is replaced while we hold the password; when hashing is
    // busy, at a later sign-in.
    const upgradedHash = needsRehash(user.passwordHash)
      ? await hashPassword(input.password, { deadline }).catch((error: unknown) => {
          if (error instanceof HashingBusyError) return undefined;
          throw error;
        })
      : undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      // The hash was checked without a lock. A reset or deletion that committed since must win, and
      // one still running waits for this row lock, then ends the session made here with the rest.
      // The lock is the one the UPDATE of last_sign_in_at below takes anyway: two sign-ins that both
      // held a shared lock would each wait for the other to update the row (a deadlock).
      const [current]: { password_hash: string | null; deleted_at: Date | null }[] = await manager.query(
        `SELECT "password_hash", "deleted_at" FROM "auth"."users" WHERE "id" = $1 FOR NO KEY UPDATE`,
        [user.id],
      );
      if (!current || current.deleted_at || current.password_hash !== user.passwordHash)
        throw new InvalidCredentialsError();
      if (upgradedHash)
        await manager.query(`UPDATE "auth"."users" SET "password_hash" = $2 WHERE "id" = $1`, [
          user.id,
          upgradedHash,
        ]);
      await this.securityEvents.record(
        'sign_in_succeeded',
        user.id,
        { method: 'password' },
        userAgent,
        manager,
      );
      return this.sessions.signIn(manager, user, 'password', userAgent);
    });
    this.outbox.notifyCommitted();
    return result;
  }
}
