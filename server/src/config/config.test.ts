import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults of the operational contract', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:5000',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: 'https://studio.example.com/' });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://studio.example.com');
  });

  it('names every wrong variable', () => {
    const attempt = () =>
      loadConfig({ PORT: '99999', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
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

  it('takes the offline engines to use as a list, and names a wrong one', () => {
    expect(loadConfig({}).offlineEngines).toEqual(['kokoro', 'rhvoice', 'pico', 'flite']);
    expect(loadConfig({ OFFLINE_ENGINES: ' Flite, pico ' }).offlineEngines).toEqual(['flite', 'pico']);
    expect(() => loadConfig({ OFFLINE_ENGINES: 'flite,espeak' })).toThrow(
      /OFFLINE_ENGINES.*must be one of kokoro, rhvoice, pico, flite/,
    );
  });

  it('needs a username with a configured admin password, and a password of 8 characters', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_USERNAME/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('refuses a common admin password at start-up, in any case, and says what to do (issue 29)', () => {
    for (const common of ['password', '12345678', 'admin123', 'Qwerty123', 'IloveYou', 'sunshine']) {
      expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: common }), common).toThrow(
        /ADMIN_PASSWORD: is one of the most common passwords.*Set ADMIN_PASSWORD to a long one/,
      );
    }
    expect(loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'copper lantern orbit meadow' }).adminPassword).toBe(
      'copper lantern orbit meadow',
    );
  });

  it('configures an OpenAI-compatible speech server only when asked, with its voice map', () => {
    expect(loadConfig({}).openaiTts).toBeUndefined();
    expect(loadConfig({ OPENAI_TTS_API_KEY: 'sk-x' }).openaiTts).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini-tts',
      voices: {},
    });
    const selfHosted = loadConfig({
      OPENAI_TTS_BASE_URL: 'http://kokoro:8880/v1',
      OPENAI_TTS_MODEL: 'kokoro',
      OPENAI_TTS_VOICES: 'en-US-ken:am_adam, en-GB-hazel:bf_emma',
    }).openaiTts;
    expect(selfHosted).toMatchObject({
      apiKey: undefined,
      voices: { 'en-US-ken': 'am_adam', 'en-GB-hazel': 'bf_emma' },
    });
    expect(() => loadConfig({ OPENAI_TTS_VOICES: 'en-US-bob:onyx' })).toThrow(
      /OPENAI_TTS_VOICES:.*not a catalogue voice/,
    );
    expect(() => loadConfig({ OPENAI_TTS_VOICES: 'onyx' })).toThrow(/OPENAI_TTS_VOICES:/);
  });

  it('reads the allowed e-mail domains as a list', () => {
    expect(loadConfig({ ALLOWED_EMAIL_DOMAINS: 'a.com, @B.org,,' }).allowedEmailDomains).toEqual(['a.com', 'b.org']);
  });

  it('runs web and jobs on one node by default, one job per core, and names a wrong role or concurrency', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.jobs).toEqual({
      concurrency: os.availableParallelism(),
      leaseMs: 10_000,
      pollMs: 5000,
      stallMs: 300_000,
    });
    // The fallback poll is no longer than the lease, unless set (record 104).
    expect(loadConfig({ ROLE: 'worker', WORKER_CONCURRENCY: '8', JOB_LEASE_SECONDS: '2.5' })).toMatchObject({
      role: 'worker',
      jobs: { concurrency: 8, leaseMs: 2500, pollMs: 2500 },
    });
    expect(loadConfig({ JOB_POLL_SECONDS: '60' }).jobs.pollMs).toBe(60_000);
    expect(loadConfig({ JOB_STALL_SECONDS: '2' }).jobs.stallMs).toBe(2000);
    expect(() => loadConfig({ JOB_STALL_SECONDS: '0' })).toThrow(/JOB_STALL_SECONDS:/);
    expect(() => loadConfig({ JOB_POLL_SECONDS: 'soon' })).toThrow(/JOB_POLL_SECONDS:/);
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow(/ROLE: must be web, worker or all/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY:/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY:/);
  });

  it('warms up after start unless WARM_UP says not to (record 122)', () => {
    expect(loadConfig({}).warmUp).toBe(true);
    expect(loadConfig({ WARM_UP: 'false' }).warmUp).toBe(false);
    expect(loadConfig({ WARM_UP: '0' }).warmUp).toBe(false);
    expect(loadConfig({ WARM_UP: 'true' }).warmUp).toBe(true);
    expect(() => loadConfig({ WARM_UP: 'later' })).toThrow(/WARM_UP: must be true or false/);
  });

  it("reads Twilio's account for live menus, with its API at api.twilio.com unless said (record 141)", () => {
    expect(loadConfig({}).twilio).toEqual({
      authToken: undefined,
      accountSid: undefined,
      apiBase: 'https://api.twilio.com',
    });
    const sid = `AC${'0f'.repeat(16)}`;
    const twilio = loadConfig({
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_API_BASE: 'http://127.0.0.1:4010/',
    }).twilio;
    expect(twilio).toEqual({ authToken: 'secret', accountSid: sid, apiBase: 'http://127.0.0.1:4010' });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID: must be a Twilio account SID/,
    );
    expect(() => loadConfig({ TWILIO_API_BASE: 'ftp://twilio' })).toThrow(/TWILIO_API_BASE:/);
  });
});

describe('storage configuration', () => {
  it('keeps audio on local disk by default, with cache limits', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.caches).toEqual({
      speechMaxBytes: 2048 * 1024 * 1024,
      speechMaxAgeMs: 30 * 24 * 60 * 60 * 1000,
      mixMaxBytes: 2048 * 1024 * 1024,
    });
  });

  it('reads an S3-compatible store, with or without keys', () => {
    const env = {
      STORAGE: 's3',
      S3_BUCKET: 'voice-audio',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(loadConfig({ ...env, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage).toEqual({
      kind: 's3',
      bucket: 'voice-audio',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      timeoutMs: 15_000,
    });
    expect(loadConfig(env).storage).toMatchObject({ credentials: undefined });
  });

  it("reads the database's and the store's time limits (record 113)", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5000, statementMs: 60_000 });
    expect(loadConfig({ DATABASE_TIMEOUT_SECONDS: '1.5' }).databaseTimeouts).toEqual({
      connectMs: 1500,
      statementMs: 18_000,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_TIMEOUT_SECONDS: '2' }).storage).toMatchObject({
      timeoutMs: 2000,
    });
    expect(() => loadConfig({ S3_TIMEOUT_SECONDS: '0' })).toThrow(/S3_TIMEOUT_SECONDS: /);
    expect(() => loadConfig({ DATABASE_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /DATABASE_TIMEOUT_SECONDS: must be a number of seconds/,
    );
  });

  it('names the wrong storage variable', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: must be set when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ SPEECH_CACHE_MAX_MB: '-5' })).toThrow(
      /SPEECH_CACHE_MAX_MB: must be a number of megabytes/,
    );
  });
});
