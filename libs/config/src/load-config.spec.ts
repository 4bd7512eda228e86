import { BillingConfig, GatewayConfig, ServiceConfig } from './app-configs';
import { ConfigValidationError, loadConfig, redactConfig } from './load-config';

describe('loadConfig', () => {
  it('applies defaults that work on a developer machine', () => {
    const config = loadConfig(GatewayConfig, {});
    expect(config.PORT).toBe(3000);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.METRICS_ENABLED).toBe(false);
  });

  it('converts numbers and booleans from strings', () => {
    const config = loadConfig(GatewayConfig, { PORT: '8080', METRICS_ENABLED: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.METRICS_ENABLED).toBe(true);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://x' })).toThrow(ConfigValidationError);
    const twoBad = () => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://x', OUTBOX_POLL_MS: 'soon' });
    expect(twoBad).toThrow('DATABASE_URL');
    expect(twoBad).toThrow('OUTBOX_POLL_MS');
  });

  it('reads false, 0 and no as false', () => {
    for (const value of ['false', 'FALSE', '0', 'no', 'off'])
      expect(
        loadConfig(GatewayConfig, { DIAGNOSTICS_ENABLED: value, METRICS_ENABLED: 'true' })
          .DIAGNOSTICS_ENABLED,
      ).toBe(false);
    expect(loadConfig(ServiceConfig, { RUN_MIGRATIONS_ON_START: 'false' }).RUN_MIGRATIONS_ON_START).toBe(
      false,
    );
  });

  it('logs JSON unless LOG_FORMAT asks for lines for people, and refuses another format', () => {
    expect(loadConfig(ServiceConfig, {}).LOG_FORMAT).toBe('json');
    expect(loadConfig(GatewayConfig, { LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig(ServiceConfig, { LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(ServiceConfig, { NATS_URL: '' }).NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('never shows secrets when the config is logged', () => {
    const shown = redactConfig(loadConfig(ServiceConfig, { DATABASE_URL: 'postgres://u:secret@db/x' }));
    expect(JSON.stringify(shown)).not.toContain('secret');
  });
});

describe('production safety', () => {
  it('runs billing on the Toss sandbox only outside production', () => {
    expect(loadConfig(BillingConfig, {}).TOSS_SECRET_KEY).toBe('');
    expect(() => loadConfig(BillingConfig, { NODE_ENV: 'production' })).toThrow('required in production');
    const keys = { TOSS_SECRET_KEY: 'live_sk_abc123', TOSS_CLIENT_KEY: 'live_ck_abc123' };
    expect(loadConfig(BillingConfig, { NODE_ENV: 'production', ...keys }).TOSS_CLIENT_KEY).toBe(
      'live_ck_abc123',
    );
  });

  it('refuses diagnostics routes in production, whatever DIAGNOSTICS_ENABLED says', () => {
    const production = { NODE_ENV: 'production', DIAGNOSTICS_ENABLED: 'true' };
    expect(() => loadConfig(GatewayConfig, production)).toThrow(
      'DIAGNOSTICS_ENABLED must be false when NODE_ENV=production',
    );
    expect(
      loadConfig(GatewayConfig, { ...production, DIAGNOSTICS_ENABLED: 'false' }).DIAGNOSTICS_ENABLED,
    ).toBe(false);
    expect(
      loadConfig(GatewayConfig, { NODE_ENV: 'test', DIAGNOSTICS_ENABLED: 'true' }).DIAGNOSTICS_ENABLED,
    ).toBe(true);
  });

  it('binds the ops listener to every interface unless told an address, and takes only an IP', () => {
    expect(loadConfig(ServiceConfig, {}).METRICS_HOST).toBe('0.0.0.0');
    expect(loadConfig(ServiceConfig, { METRICS_HOST: '127.0.0.1' }).METRICS_HOST).toBe('127.0.0.1');
    expect(() => loadConfig(ServiceConfig, { METRICS_HOST: 'everywhere' })).toThrow(/METRICS_HOST/);
  });
});

describe('loadConfig scope', () => {
  it('keeps only the variables the app declares', () => {
    const config = loadConfig(ServiceConfig, { HOME: '/root', AWS_SECRET: 'x' }) as unknown as Record<
      string,
      unknown
    >;
    expect(config.HOME).toBeUndefined();
    expect(config.AWS_SECRET).toBeUndefined();
  });
});
