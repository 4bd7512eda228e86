import { createPublicKey } from 'node:crypto';
import type { AuthConfig } from '../auth.config';
import { authUnitKit } from '../auth-unit.test-kit';
import type { SigningKeyRow } from './signing-key.repository';
import { SigningKeysService } from './signing-keys.service';

describe('SigningKeysService.ensureCurrentKey', () => {
  const config = { AUTH_MASTER_KEY: 'spec-master-key', JWT_KEY_ROTATION_DAYS: 30 } as AuthConfig;

  /** Answers `published` with what `insert` wrote (and `existing`), as the table would. */
  const setup = (existing: SigningKeyRow[] = []) => {
    const kit = authUnitKit();
    const rows = [...existing];
    kit.signingKeys.current.mockImplementation(async () => rows.find((r) => r.retired_at === null));
    kit.signingKeys.retireAll.mockImplementation(async () => {
      for (const row of rows) row.retired_at ??= new Date();
    });
    kit.signingKeys.insert.mockImplementation(async (kid, public_jwk, private_key) => {
      rows.unshift({ kid, public_jwk, private_key, created_at: new Date(), retired_at: null });
    });
    kit.signingKeys.published.mockImplementation(async () => rows);
    return { ...kit, rows, service: new SigningKeysService(kit.uow, config) };
  };

  it('creates the first key under the rotation lock, encrypted at rest, and signs with it', async () => {
    const { service, signingKeys, rows, unitOfWork } = setup();
    await service.ensureCurrentKey();
    expect(signingKeys.lockRotation).toHaveBeenCalledTimes(1);
    expect(signingKeys.insert).toHaveBeenCalledTimes(1);
    const [row] = rows;
    expect(row.private_key).not.toContain('PRIVATE KEY');
    const { kid, privatePem } = service.signingKey();
    expect(kid).toBe(row.kid);
    expect(createPublicKey(privatePem).export({ format: 'jwk' }).x).toBe(row.public_jwk.x);
    expect(service.jwks()).toEqual({ keys: [row.public_jwk] });
    expect(signingKeys.published).toHaveBeenCalledWith(86_400);
    expect(unitOfWork.commits).toBe(1);
  });

  it('keeps a key younger than the rotation period', async () => {
    const first = setup();
    await first.service.ensureCurrentKey();
    const again = setup(first.rows);
    await again.service.ensureCurrentKey();
    expect(again.signingKeys.insert).not.toHaveBeenCalled();
    expect(again.signingKeys.retireAll).not.toHaveBeenCalled();
    expect(again.service.signingKey().kid).toBe(first.rows[0].kid);
  });

  it('rotates an old key: retired, a new one signs, both published', async () => {
    const first = setup();
    await first.service.ensureCurrentKey();
    first.rows[0].created_at = new Date(Date.now() - 31 * 86_400_000);
    const oldKid = first.rows[0].kid;
    const next = setup(first.rows);
    await next.service.ensureCurrentKey();
    expect(next.signingKeys.retireAll).toHaveBeenCalledTimes(1);
    expect(next.service.signingKey().kid).not.toBe(oldKid);
    expect(next.service.jwks().keys.map((k) => k.kid)).toEqual([next.service.signingKey().kid, oldKid]);
  });
});
