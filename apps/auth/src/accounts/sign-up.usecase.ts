import { Injectable } from '@nestjs/common';
import { AuthSessionResult, SignupDto } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { SecurityEvents } from '../security-events/security-events';
import { SessionIssuer } from '../sign-in-sessions/session-issuer';
import { AccountSetup } from './account-setup';
import { ConsentRequiredError, WeakPasswordError } from './auth.exception';
import { hashPassword } from './password-hasher';
import { weakPasswordReasons } from './password-policy';

/** Creates the account and signs the new user in, in one transaction (spec: sign-up then sign-in). */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountSetup,
    private readonly sessions: SessionIssuer,
    private readonly securityEvents: SecurityEvents,
    private readonly outbox: Outbox,
    private readonly config: AuthConfig,
  ) {}

  async execute(input: SignupDto, userAgent?: string): Promise<AuthSessionResult> {
    const { terms, sensitiveData, age } = input.consent ?? {};
    if (terms !== true || sensitiveData !== true || age !== true) throw new ConsentRequiredError();
    const reasons = weakPasswordReasons(input.password, [input.email, input.fullName]);
    if (reasons.length) throw new WeakPasswordError(reasons);
    const passwordHash = await hashPassword(input.password);
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await this.accounts.create(manager, {
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        emailConfirmed: false,
        consentVersion: this.config.CONSENT_VERSION,
        display: input.display,
      });
      await this.securityEvents.record('sign_up', user.id, { method: 'password' }, userAgent, manager);
      return this.sessions.signIn(manager, user, 'signup', userAgent);
    });
    this.outbox.notifyCommitted();
    return result;
  }
}
