import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { VOICES } from '#common/voices.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { parseOpenAiVoices } from './openai-voice-pairs.js';
import { OFFLINE_ENGINES, type OfflineEngine } from './engine-names.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * The operational contract's environment variables (ARCHITECTURE.md), parsed by one schema.
 * A wrong value stops start-up with a message that names the variable.
 */
const optionalString = z.string().trim().optional();
const count = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).default(fallback);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
const megabytes = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be a number of megabytes')
    .default(fallback)
    .transform((mb) => Math.round(mb * 1024 * 1024));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('AI Voice Studio <no-reply@localhost>'),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  ADMIN_USERNAME: optionalString.pipe(
    z
      .string()
      .max(100)
      .regex(/^[\w.@-]+$/, 'may hold letters, digits, . _ @ - only')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').max(200).optional()),
  ALLOWED_EMAIL_DOMAINS: optionalString,
  MURF_API_KEY: optionalString,
  ELEVENLABS_API_KEY: optionalString,
  MURF_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.murf.ai'),
  ELEVENLABS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.elevenlabs.io'),
  OPENAI_TTS_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  OPENAI_TTS_API_KEY: optionalString,
  OPENAI_TTS_MODEL: z.string().trim().min(1).max(100).default('gpt-4o-mini-tts'),
  OPENAI_TTS_VOICES: optionalString.transform((value, ctx) => {
    const voices = parseOpenAiVoices(
      value,
      VOICES.map((v) => v.id),
    );
    if (typeof voices === 'string') {
      ctx.addIssue({ code: 'custom', message: voices });
      return z.NEVER;
    }
    return voices;
  }),
  LLM_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  FFMPEG_PATH: optionalString,
  // Which installed offline engines to use (record 101); Flite is always kept.
  OFFLINE_ENGINES: optionalString.pipe(
    z
      .string()
      .transform((list) => list.split(',').map((name) => name.trim().toLowerCase()))
      .pipe(z.array(z.enum(OFFLINE_ENGINES, { error: `each must be one of ${OFFLINE_ENGINES.join(', ')}` })))
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['web', 'worker', 'all'], { error: 'must be web, worker or all' }).default('all'),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 256' })
    .int('must be a whole number from 1 to 256')
    .min(1)
    .max(256)
    .optional(),
  /** The warm-up after start (record 122): worker threads, engines and built-in tracks made ready before the first job. */
  WARM_UP: booleanFlag(true),
  /** How long a job's lease lasts without a heartbeat: how soon another node takes over a dead node's job. */
  JOB_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.5).max(300).default(10),
  /**
   * How long a running job may go without moving, with no piece or audio run in hand, before it is
   * stopped and run again once (record 161). Waiting for a core is moving: a busy machine never trips it.
   */
  JOB_STALL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(1).max(3600).default(300),
  /** The fallback poll (record 104): signals wake nodes at once; the poll finds what they missed. */
  JOB_POLL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05).max(600).optional(),
  /** How long a new PostgreSQL connection may take; a statement may take 12 times as long (record 113). */
  DATABASE_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.5).max(60).default(5),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return parsed;
    }),
  QUOTA_SYNTHESES_PER_HOUR: count(60),
  QUOTA_MIXES_PER_HOUR: count(60),
  QUOTA_PREVIEWS_PER_HOUR: count(120),
  QUOTA_CLONES_PER_HOUR: count(10),
  QUOTA_RUNNING_PER_USER: count(2).pipe(z.number().min(1, 'must be at least 1')),
  STUDIO_CHARS_PER_USER_PER_HOUR: count(20_000),
  STUDIO_CHARS_PER_HOUR: count(200_000),
  LIBRARY_MAX_MB: megabytes(500),
  SAVED_SCRIPTS_PER_DAY: count(200),
  BODY_TIMEOUT_SECONDS: count(30).pipe(z.number().min(1, 'must be at least 1')),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, . and -')
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /**
   * The key phone-system credentials are sealed with (record 165): the same on every node of a
   * cluster; unset, a key kept in DATA_DIR/secret.key, made on first use.
   */
  SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** How long the store may take to connect, to start answering, or stay silent mid-transfer (record 113). */
  S3_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.5).max(300).default(15),
  SPEECH_CACHE_MAX_MB: megabytes(2048),
  SPEECH_CACHE_MAX_DAYS: z.coerce.number({ error: 'must be a number of days' }).positive().default(30),
  MIX_CACHE_MAX_MB: megabytes(2048),
  /** Turns GET /metrics on, for scrapers that send it as a bearer token (record 135); unset: off (404). */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters (a long random one: openssl rand -hex 32)').optional(),
  ),
  /**
   * Twilio, for phone menus answered live (issue 38, record 141): the auth token turns on the check
   * of X-Twilio-Signature on every TwiML request; the account SID and token fetch voicemails with
   * HTTP basic auth, from the API base only (a loopback server in tests).
   */
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID: AC and 32 hexadecimal digits')
      .optional(),
  ),
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.twilio.com'),
});

/** Per-user limits on audio work, and the operator-wide studio allowance (decisions 030). */
interface Quotas {
  perHour: { synthesis: number; mix: number; preview: number; clone: number };
  runningPerUser: number;
  studioCharsPerUserPerHour: number;
  studioCharsPerHour: number;
  /** What one user's Library items may hold together, in bytes (record 115). */
  libraryMaxBytes: number;
  /** Scripts one user may save in 24 hours (record 115). */
  savedScriptsPerDay: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** SECRET_KEY: what phone-system credentials are sealed with; unset, a key file in dataDir. */
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  allowedEmailDomains: string[];
  murfApiKey: string | undefined;
  elevenlabsApiKey: string | undefined;
  /** Base URLs of the studio services: a proxy or regional endpoint, or a loopback server in tests. */
  murfApiUrl: string;
  elevenlabsApiUrl: string;
  /** An OpenAI-compatible speech server; undefined unless OPENAI_TTS_BASE_URL or OPENAI_TTS_API_KEY is set. */
  openaiTts: { baseUrl: string; apiKey: string | undefined; model: string; voices: Record<string, string> } | undefined;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  ffmpegPath: string | undefined;
  /** The offline engines this node may use when installed; all of them unless OFFLINE_ENGINES says. */
  offlineEngines: readonly OfflineEngine[];
  logLevel: string;
  trustProxy: TrustProxy;
  quotas: Quotas;
  /** PostgreSQL's connect and statement time limits (record 113); PGlite runs in the process and needs none. */
  databaseTimeouts: DatabaseTimeouts;
  /** How long a JSON body may take to arrive; uploads get longer, by their own size limit. */
  bodyTimeoutMs: number;
  /** Where user audio and uploaded music live (server/src/storage/). */
  storage: StorageConfig;
  /** Node-local and stored caches are trimmed to these by housekeeping. */
  caches: { speechMaxBytes: number; speechMaxAgeMs: number; mixMaxBytes: number };
  /** web: serves HTTP and queues jobs; worker: runs jobs (and answers /api/health); all: both. */
  role: 'web' | 'worker' | 'all';
  /**
   * Jobs run at once on this node, the lease that hands a dead node's jobs to another, and the
   * fallback poll for jobs and outcomes that no signal announced (record 104).
   */
  jobs: { concurrency: number; leaseMs: number; pollMs: number; stallMs: number };
  /** Whether a node that runs jobs warms up after it starts listening (record 122). */
  warmUp: boolean;
  /** The bearer token GET /metrics asks for; undefined: the route answers 404 (record 135). */
  metricsToken: string | undefined;
  /** Twilio's webhook signature key, the account voicemails are fetched as, and where from (record 141). */
  twilio: { authToken: string | undefined; accountSid: string | undefined; apiBase: string };
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Each call's connect, first-answer and silence limit (record 113). */
      timeoutMs: number;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME: must be set when ADMIN_PASSWORD is set');
  }
  if (e.ADMIN_PASSWORD && isCommonPassword(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: is one of the most common passwords, the first any attacker tries. ' +
        'Set ADMIN_PASSWORD to a long one of your own (four or more random words, say) and start again.',
    );
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: must be set when STORAGE=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    allowedEmailDomains: (e.ALLOWED_EMAIL_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    murfApiKey: e.MURF_API_KEY,
    elevenlabsApiKey: e.ELEVENLABS_API_KEY,
    murfApiUrl: e.MURF_API_URL,
    elevenlabsApiUrl: e.ELEVENLABS_API_URL,
    openaiTts:
      e.OPENAI_TTS_BASE_URL || e.OPENAI_TTS_API_KEY
        ? {
            baseUrl: e.OPENAI_TTS_BASE_URL ?? 'https://api.openai.com/v1',
            apiKey: e.OPENAI_TTS_API_KEY,
            model: e.OPENAI_TTS_MODEL,
            voices: e.OPENAI_TTS_VOICES,
          }
        : undefined,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
    ffmpegPath: e.FFMPEG_PATH,
    offlineEngines: e.OFFLINE_ENGINES ?? OFFLINE_ENGINES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY as TrustProxy,
    quotas: {
      perHour: {
        synthesis: e.QUOTA_SYNTHESES_PER_HOUR,
        mix: e.QUOTA_MIXES_PER_HOUR,
        preview: e.QUOTA_PREVIEWS_PER_HOUR,
        clone: e.QUOTA_CLONES_PER_HOUR,
      },
      runningPerUser: e.QUOTA_RUNNING_PER_USER,
      studioCharsPerUserPerHour: e.STUDIO_CHARS_PER_USER_PER_HOUR,
      studioCharsPerHour: e.STUDIO_CHARS_PER_HOUR,
      libraryMaxBytes: e.LIBRARY_MAX_MB,
      savedScriptsPerDay: e.SAVED_SCRIPTS_PER_DAY,
    },
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    databaseTimeouts: {
      connectMs: Math.round(e.DATABASE_TIMEOUT_SECONDS * 1000),
      statementMs: Math.round(e.DATABASE_TIMEOUT_SECONDS * 12_000),
    },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            timeoutMs: Math.round(e.S3_TIMEOUT_SECONDS * 1000),
          }
        : { kind: 'local' },
    caches: {
      speechMaxBytes: e.SPEECH_CACHE_MAX_MB,
      speechMaxAgeMs: e.SPEECH_CACHE_MAX_DAYS * 24 * 60 * 60 * 1000,
      mixMaxBytes: e.MIX_CACHE_MAX_MB,
    },
    role: e.ROLE,
    jobs: {
      concurrency: e.WORKER_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
      leaseMs: Math.round(e.JOB_LEASE_SECONDS * 1000),
      pollMs: Math.round((e.JOB_POLL_SECONDS ?? Math.min(5, e.JOB_LEASE_SECONDS)) * 1000),
      stallMs: Math.round(e.JOB_STALL_SECONDS * 1000),
    },
    warmUp: e.WARM_UP,
    metricsToken: e.METRICS_TOKEN,
    twilio: {
      authToken: e.TWILIO_AUTH_TOKEN,
      accountSid: e.TWILIO_ACCOUNT_SID,
      apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
    },
  };
}
