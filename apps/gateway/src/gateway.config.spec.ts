import { loadConfig } from '@maeum/config';
import { GatewayConfig } from './gateway.config';

describe("the gateway's config", () => {
  it('applies defaults that work on a developer machine', () => {
    const config = loadConfig(GatewayConfig, {});
    expect(config.PORT).toBe(3000);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.METRICS_ENABLED).toBe(false);
    expect(config.JWT_AUDIENCE).toBe('maeum-api');
  });

  it('converts numbers and booleans from strings', () => {
    const config = loadConfig(GatewayConfig, { PORT: '8080', METRICS_ENABLED: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.METRICS_ENABLED).toBe(true);
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
});
