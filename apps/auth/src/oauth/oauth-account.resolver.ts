import { Injectable } from '@nestjs/common';
import { OAuthProvider } from '@maeum/contracts';
import { EntityManager } from 'typeorm';
import { AccountSetup } from '../accounts/account-setup';
import { User } from '../users/user.entity';
import { AuthConfig } from '../auth.config';
import { SecurityEvents } from '../security-events/security-events';
import { SessionStore } from '../sign-in-sessions/session-store';
import { OAuthConsentRequiredError, OAuthEmailRequiredError, OAuthEmailTakenError } from './oauth.exception';
import { PendingOAuth } from './oauth-state.store';

/** What we use of the ID token. */
export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name: string;
}

export const UNCONFIRMED_PASSWORD_REMOVED = 'unconfirmed_password_removed';

export interface ResolvedAccount {
  user: User;
  isNewUser: boolean;
  /** Sessions ended in the transaction; `SessionStore.markRevoked` them once it commits. */
  endedSessionIds?: string[];
}

/**
 * The account an identity signs in to, in the caller's transaction:
 * 1. the account already linked to (provider, subject);
 * 2. else the account with the same e-mail, linked now, only when the provider vouches for the
 *    e-mail (email_verified) — otherwise anyone could claim an account by naming its e-mail;
 * 3. else a new account, only from sign-up with the three consents.
 */
@Injectable()
export class OAuthAccountResolver {
  constructor(
    private readonly accounts: AccountSetup,
    private readonly securityEvents: SecurityEvents,
    private readonly sessions: SessionStore,
    private readonly config: AuthConfig,
  ) {}

  async resolve(
    manager: EntityManager,
    identity: ProviderIdentity,
    pending: PendingOAuth,
    userAgent?: string,
  ): Promise<ResolvedAccount> {
    const users = manager.getRepository(User);
    const [linked]: { user_id: string }[] = await manager.query(
      `SELECT "user_id" FROM "auth"."oauth_identities" WHERE "provider" = $1 AND "subject" = $2`,
      [identity.provider, identity.subject],
    );
    if (linked) {
      const user = await users.findOneByOrFail({ id: linked.user_id });
      await this.signedIn(manager, user, identity, userAgent);
      return { user, isNewUser: false };
    }

    const existing = identity.email
      ? await users
          .createQueryBuilder('u')
          .where('lower(u.email) = :email', { email: identity.email.toLowerCase() })
          .andWhere('u.deletedAt IS NULL')
          .setLock('pessimistic_write')
          .getOne()
      : null;
    if (existing) {
      if (!identity.emailVerified) throw new OAuthEmailTakenError();
      await this.link(manager, existing.id, identity);
      const endedSessionIds = existing.emailConfirmedAt
        ? []
        : await this.removeUnconfirmedPassword(manager, existing.id, userAgent);
      // The provider has just vouched for the address.
      await manager.query(
        `UPDATE "auth"."users" SET "email_confirmed_at" = COALESCE("email_confirmed_at", now()) WHERE "id" = $1`,
        [existing.id],
      );
      await this.securityEvents.record(
        'oauth_linked',
        existing.id,
        { provider: identity.provider },
        userAgent,
        manager,
      );
      await this.signedIn(manager, existing, identity, userAgent);
      return { user: existing, isNewUser: false, endedSessionIds };
    }

    if (pending.intent !== 'signup' || !pending.consent) throw new OAuthConsentRequiredError();
    if (!identity.email) throw new OAuthEmailRequiredError(identity.provider);
    const user = await this.accounts.create(manager, {
      email: identity.email,
      fullName: identity.name,
      passwordHash: null,
      emailConfirmed: identity.emailVerified,
      consentVersion: this.config.CONSENT_VERSION,
      display: pending.display,
    });
    await this.link(manager, user.id, identity);
    await this.securityEvents.record('sign_up', user.id, { method: identity.provider }, userAgent, manager);
    return { user, isNewUser: true };
  }

  /**
   * Account pre-hijacking: anyone can sign up with someone else's address and a password, and wait
   * for the owner to arrive through Google. The owner has now proved the address; a password that
   * never did, and every session it opened, is removed. The owner can set one with "Forgot password".
   */
  private async removeUnconfirmedPassword(
    manager: EntityManager,
    userId: string,
    userAgent?: string,
  ): Promise<string[]> {
    const [, changed]: [unknown, number] = await manager.query(
      `UPDATE "auth"."users" SET "password_hash" = NULL, "password_changed_at" = now(), "updated_at" = now()
       WHERE "id" = $1 AND "password_hash" IS NOT NULL`,
      [userId],
    );
    if (!changed) return [];
    const ended = await this.sessions.revokeAllInTransaction(manager, userId, UNCONFIRMED_PASSWORD_REMOVED);
    await this.securityEvents.record(
      UNCONFIRMED_PASSWORD_REMOVED,
      userId,
      { sessionsEnded: ended.length },
      userAgent,
      manager,
    );
    return ended;
  }

  private async link(manager: EntityManager, userId: string, identity: ProviderIdentity): Promise<void> {
    await manager.query(
      `INSERT INTO "auth"."oauth_identities" ("user_id", "provider", "subject", "email") VALUES ($1, $2, $3, $4)`,
      [userId, identity.provider, identity.subject, identity.email ?? null],
    );
  }

  private signedIn(
    manager: EntityManager,
    user: User,
    identity: ProviderIdentity,
    userAgent?: string,
  ): Promise<void> {
    return this.securityEvents.record(
      'sign_in_succeeded',
      user.id,
      { method: identity.provider },
      userAgent,
      manager,
    );
  }
}
