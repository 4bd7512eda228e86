import { loadConfig } from '@maeum/config';
import { BillingConfig } from './billing.config';

describe("billing's config", () => {
  it('runs billing on the Toss sandbox only outside production', () => {
    expect(loadConfig(BillingConfig, {}).TOSS_SECRET_KEY).toBe('');
    expect(() => loadConfig(BillingConfig, { NODE_ENV: 'production' })).toThrow('required in production');
    const keys = { TOSS_SECRET_KEY: 'live_sk_abc123', TOSS_CLIENT_KEY: 'live_ck_abc123' };
    expect(loadConfig(BillingConfig, { NODE_ENV: 'production', ...keys }).TOSS_CLIENT_KEY).toBe(
      'live_ck_abc123',
    );
  });

  it('asks for the client key with the secret key', () => {
    expect(() => loadConfig(BillingConfig, { TOSS_SECRET_KEY: 'test_sk_abc' })).toThrow(
      'TOSS_CLIENT_KEY must be a Toss client key (test_ck_… or live_ck_…) when TOSS_SECRET_KEY is set',
    );
  });

  it("reads the service's shared settings too (the plan usage zone, the outbox)", () => {
    const config = loadConfig(BillingConfig, { USAGE_RESET_TIME_ZONE: 'UTC', OUTBOX_POLL_MS: '500' });
    expect([config.USAGE_RESET_TIME_ZONE, config.OUTBOX_POLL_MS]).toEqual(['UTC', 500]);
  });
});
