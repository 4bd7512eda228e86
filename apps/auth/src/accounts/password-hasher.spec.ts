import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('stores Argon2id at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('a lantern by the sea');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword('a lantern by the sea', stored)).toBe(true);
    expect(await verifyPassword('a lantern by the see', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('treats composed and decomposed Unicode as the same password', async () => {
    const stored = await hashPassword('마음'.normalize('NFC'));
    expect(await verifyPassword('마음'.normalize('NFD'), stored)).toBe(true);
  });

  it('still verifies an older scrypt hash, and asks for it to be replaced', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password here', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$${2 ** 14}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old password here', stored)).toBe(true);
    expect(await verifyPassword('not it', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('refuses a hash it does not know', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
