import { createCipheriv, createDecipheriv, createHash, type KeyObject, randomBytes } from 'node:crypto';

// Development only: production refuses to boot without DATA_ENCRYPTION_KEY (libs/config).
// (The name is historical: every service's keys are wrapped by the same master key.)
const DEVELOPMENT_MASTER_KEY = 'maeum-sessions-development-master-key-not-for-production';

export function masterKeyFrom(secret: string): Buffer {
  return createHash('sha256')
    .update(secret || DEVELOPMENT_MASTER_KEY)
    .digest();
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` is bound in as associated data. */
export function seal(plaintext: string | Buffer, key: Buffer | KeyObject, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function open(sealed: string, key: Buffer | KeyObject, context: string): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
