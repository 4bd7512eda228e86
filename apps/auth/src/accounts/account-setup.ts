import { Injectable } from '@nestjs/common';
import { SignupDisplayDto, USER_REGISTERED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { emailSkeleton } from './email-skeleton';
import { UserAlreadyExistsError } from './auth.exception';
import { User } from '../users/user.entity';

const UNIQUE_VIOLATION = '23505';

export interface NewAccount {
  email: string;
  fullName: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  consentVersion: string;
  /** The language and theme the visitor's browser showed; the table's defaults otherwise. */
  display?: SignupDisplayDto;
}

/**
 * Everything a new account starts with, in the caller's transaction: the user, the profile (full
 * name from sign-up, else the part of the e-mail before @), preferences with the spec's defaults
 * (but the language and theme the visitor already chose),
 * the three consents with their version and time, and `auth.user.registered.v1`.
 */
@Injectable()
export class AccountSetup {
  constructor(private readonly outbox: Outbox) {}

  async create(manager: EntityManager, account: NewAccount): Promise<User> {
    const fullName = account.fullName.trim() || account.email.split('@')[0] || '';
    let user: User;
    try {
      user = await manager.save(
        manager.create(User, {
          email: account.email,
          emailSkeleton: emailSkeleton(account.email),
          fullName,
          passwordHash: account.passwordHash,
          emailConfirmedAt: account.emailConfirmed ? new Date() : null,
        }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new UserAlreadyExistsError();
      throw error;
    }
    await manager.query(`INSERT INTO "auth"."user_profiles" ("user_id", "full_name") VALUES ($1, $2)`, [
      user.id,
      fullName,
    ]);
    await manager.query(`INSERT INTO "auth"."user_preferences" ("user_id") VALUES ($1)`, [user.id]);
    if (account.display?.language !== undefined || account.display?.darkMode !== undefined)
      await manager.query(
        `UPDATE "auth"."user_preferences" SET "language" = COALESCE($2, "language"), "dark_mode" = COALESCE($3, "dark_mode")
         WHERE "user_id" = $1`,
        [user.id, account.display.language ?? null, account.display.darkMode ?? null],
      );
    await manager.query(
      `INSERT INTO "auth"."consents" ("user_id", "kind", "version") SELECT $1, kind, $2 FROM unnest(ARRAY['terms', 'sensitive_data', 'age']) AS kind`,
      [user.id, account.consentVersion],
    );
    await this.outbox.add(
      manager,
      USER_REGISTERED_V1,
      { userId: user.id, email: user.email, registeredAt: user.createdAt.toISOString() },
      { actorId: user.id },
    );
    return user;
  }
}
