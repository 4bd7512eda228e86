import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { composeConfig } from './compose-config';
import { COMMON_FRAGMENTS, OffInProduction, SERVICE_FRAGMENTS, toBool } from './fragments';
import { ConfigValidationError, loadConfig, redactConfig } from './load-config';

class ServiceConfig extends composeConfig(...SERVICE_FRAGMENTS) {}

/** An app with a switch of its own, the way apps declare theirs. */
class SwitchConfig extends composeConfig(...COMMON_FRAGMENTS) {
  @Transform(toBool)
  @IsBoolean()
  @OffInProduction()
  PROBE_ENABLED: boolean = false;
}

describe('loadConfig', () => {
  it('applies defaults that work on a developer machine', () => {
    const config = loadConfig(ServiceConfig, {});
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/maeum');
    expect(config.OUTBOX_POLL_MS).toBe(1000);
  });

  it('converts numbers and booleans from strings', () => {
    const config = loadConfig(ServiceConfig, { METRICS_PORT: '9100', RUN_MIGRATIONS_ON_START: 'false' });
    expect(config.METRICS_PORT).toBe(9100);
    expect(config.RUN_MIGRATIONS_ON_START).toBe(false);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://x' })).toThrow(ConfigValidationError);
    const twoBad = () => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://x', OUTBOX_POLL_MS: 'soon' });
    expect(twoBad).toThrow('DATABASE_URL');
    expect(twoBad).toThrow('OUTBOX_POLL_MS');
  });

  it('reads false, 0 and no as false', () => {
    for (const value of ['false', 'FALSE', '0', 'no', 'off'])
      expect(loadConfig(SwitchConfig, { PROBE_ENABLED: value }).PROBE_ENABLED).toBe(false);
    expect(loadConfig(ServiceConfig, { RUN_MIGRATIONS_ON_START: 'false' }).RUN_MIGRATIONS_ON_START).toBe(
      false,
    );
  });

  it('logs JSON unless LOG_FORMAT asks for lines for people, and refuses another format', () => {
    expect(loadConfig(ServiceConfig, {}).LOG_FORMAT).toBe('json');
    expect(loadConfig(ServiceConfig, { LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
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
  it('refuses a switch that must be off in production, whatever the variable says', () => {
    const production = { NODE_ENV: 'production', PROBE_ENABLED: 'true' };
    expect(() => loadConfig(SwitchConfig, production)).toThrow(
      'PROBE_ENABLED must be false when NODE_ENV=production',
    );
    expect(loadConfig(SwitchConfig, { ...production, PROBE_ENABLED: 'false' }).PROBE_ENABLED).toBe(false);
    expect(loadConfig(SwitchConfig, { NODE_ENV: 'test', PROBE_ENABLED: 'true' }).PROBE_ENABLED).toBe(true);
  });

  it('binds the ops listener to every interface unless told an address, and takes only an IP', () => {
    expect(loadConfig(ServiceConfig, {}).METRICS_HOST).toBe('0.0.0.0');
    expect(loadConfig(ServiceConfig, { METRICS_HOST: '127.0.0.1' }).METRICS_HOST).toBe('127.0.0.1');
    expect(() => loadConfig(ServiceConfig, { METRICS_HOST: 'everywhere' })).toThrow(/METRICS_HOST/);
  });
});

describe('loadConfig scope', () => {
  it('keeps only the variables the app declares', () => {
    const config = loadConfig(ServiceConfig, { HOME: '/root', AWS_SECRET: 'x' });
    expect(Object.keys(config)).not.toContain('HOME');
    expect(Object.keys(config)).not.toContain('AWS_SECRET');
  });
});
