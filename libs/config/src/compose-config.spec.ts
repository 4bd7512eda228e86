import { IsInt, Max, Min } from 'class-validator';
import { composeConfig } from './compose-config';
import {
  AiProviderFragment,
  COMMON_FRAGMENTS,
  DataEncryptionFragment,
  OutboxFragment,
  SERVICE_FRAGMENTS,
} from './fragments';
import { loadConfig } from './load-config';

class WriterConfig extends composeConfig(...SERVICE_FRAGMENTS, DataEncryptionFragment, AiProviderFragment) {
  @IsInt()
  @Min(1)
  @Max(10)
  OWN_SETTING: number = 3;
}
class PlainConfig extends composeConfig(...COMMON_FRAGMENTS) {}

describe('composeConfig', () => {
  it("reads each fragment's settings and the app's own, with their defaults", () => {
    const config = loadConfig(WriterConfig, { AI_PROVIDER: 'openai', OWN_SETTING: '7' });
    expect([config.NODE_ENV, config.OUTBOX_POLL_MS, config.AI_PROVIDER, config.OWN_SETTING]).toEqual([
      'development',
      1000,
      'openai',
      7,
    ]);
    expect(config).toBeInstanceOf(WriterConfig);
  });

  it("validates every fragment's rules and names each bad variable", () => {
    const bad = () =>
      loadConfig(WriterConfig, {
        NATS_URL: 'http://x',
        AI_PROVIDER: 'gemini',
        DATA_ENCRYPTION_KEY: 'short',
        OWN_SETTING: '11',
      });
    expect(bad).toThrow('NATS_URL must be a nats:// URL');
    expect(bad).toThrow('AI_API_KEY is required when AI_PROVIDER=gemini');
    expect(bad).toThrow('DATA_ENCRYPTION_KEY must be at least 32 characters (required in production)');
    expect(bad).toThrow('OWN_SETTING');
  });

  it('reads a conditional rule against the settings of another fragment (NODE_ENV)', () => {
    expect(loadConfig(WriterConfig, {}).DATA_ENCRYPTION_KEY).toBe('');
    expect(() => loadConfig(WriterConfig, { NODE_ENV: 'production' })).toThrow('DATA_ENCRYPTION_KEY');
  });

  it("keeps an app to its fragments: another app's settings are neither read nor checked", () => {
    const plain = loadConfig(PlainConfig, { OUTBOX_POLL_MS: 'soon', AI_PROVIDER: 'nobody' });
    expect(Object.keys(plain)).not.toContain('OUTBOX_POLL_MS');
    expect(Object.keys(plain)).not.toContain('AI_PROVIDER');
    expect(() =>
      loadConfig(composeConfig(...COMMON_FRAGMENTS, OutboxFragment), { OUTBOX_POLL_MS: 'soon' }),
    ).toThrow('OUTBOX_POLL_MS');
  });
});
