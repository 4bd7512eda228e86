import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Development only: production refuses to boot without AUTH_MASTER_KEY (libs/config).
const DEVELOPMENT_MASTER_KEY = 'maeum-development-master-key-not-for-production';

function keyFrom(masterKey: string): Buffer {
  return createHash('sha256')
    .update(masterKey || DEVELOPMENT_MASTER_KEY)
    .digest();
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
export function encryptSecret(plaintext: string, masterKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(masterKey), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(sealed: string, masterKey: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(masterKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
