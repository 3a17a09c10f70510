import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverMode } from './config';

describe('serverMode', () => {
  it('is demo on the embedded database and production with NODE_ENV=production or a DATABASE_URL', () => {
    expect(serverMode({})).toBe('demo');
    expect(serverMode({ NODE_ENV: 'test' })).toBe('demo');
    expect(serverMode({ NODE_ENV: 'production' })).toBe('production');
    expect(serverMode({ DATABASE_URL: 'postgres://db/console' })).toBe('production');
  });

  it('follows DEMO=1 and DEMO=0, except that NODE_ENV=production cannot be demo', () => {
    expect(serverMode({ DATABASE_URL: 'postgres://db/console', DEMO: '1' })).toBe('demo');
    expect(serverMode({ DEMO: '0' })).toBe('production');
    expect(() => serverMode({ NODE_ENV: 'production', DEMO: '1' })).toThrow(ConfigError);
  });

  it('reads HOST and the secrets keys', () => {
    const config = loadConfig({ HOST: '127.0.0.1', SECRETS_KEY: 'k', SECRETS_KEY_PREVIOUS: 'a, b' }, '/tmp');
    expect(config).toMatchObject({ host: '127.0.0.1', secretsKey: 'k', previousSecretsKeys: ['a', 'b'] });
    expect(loadConfig({}, '/tmp').host).toBe('0.0.0.0');
  });
});
