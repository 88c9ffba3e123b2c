import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults of the operational contract', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, host: '0.0.0.0', databaseUrl: undefined, smtpUrl: undefined, publicUrl: 'http://localhost:5000' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: 'https://studio.example.com/' });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://studio.example.com');
  });

  it('names every wrong variable', () => {
    const attempt = () => loadConfig({ PORT: '99999', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const name of ['PORT', 'SMTP_URL', 'LOG_LEVEL', 'TRUST_PROXY']) expect(message).toContain(`${name}:`);
  });

  it('needs a username with a configured admin password, and a password of 8 characters', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_USERNAME/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it('reads the allowed e-mail domains as a list', () => {
    expect(loadConfig({ ALLOWED_EMAIL_DOMAINS: 'a.com, @B.org,,' }).allowedEmailDomains).toEqual(['a.com', 'b.org']);
  });
});
