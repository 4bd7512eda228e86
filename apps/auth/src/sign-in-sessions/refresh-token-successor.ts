import { createHash, createHmac } from 'node:crypto';

// Development only: production refuses to boot without AUTH_MASTER_KEY (libs/config).
const DEVELOPMENT_MASTER_KEY = 'maeum-development-master-key-not-for-production';

/**
 * The token that follows a refresh token, derived rather than drawn at random, so that a second
 * presentation of the same token within the grace can be handed the very same successor without
 * ever storing a token in the clear. It takes the token (only its holder has it), the stored row id
 * (only the database has it) and a key derived from AUTH_MASTER_KEY (only the service has it).
 */
export class RefreshTokenSuccessor {
  private readonly key: Buffer;

  constructor(masterKey: string) {
    this.key = createHash('sha256')
      .update(`refresh-token-successor:${masterKey || DEVELOPMENT_MASTER_KEY}`)
      .digest();
  }

  of(token: string, tokenRowId: string): string {
    return createHmac('sha256', this.key).update(`${tokenRowId}:${token}`).digest('base64url');
  }
}
