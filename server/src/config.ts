import path from 'node:path';
import { z } from 'zod';

/**
 * The operational contract's environment variables (ARCHITECTURE.md), parsed by one schema.
 * A wrong value stops start-up with a message that names the variable.
 */
const optionalString = z.string().trim().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('AI Voice Studio <no-reply@localhost>'),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  ADMIN_USERNAME: optionalString.pipe(z.string().max(100).regex(/^[\w.@-]+$/, 'may hold letters, digits, . _ @ - only').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').max(200).optional()),
  ALLOWED_EMAIL_DOMAINS: optionalString,
  MURF_API_KEY: optionalString,
  ELEVENLABS_API_KEY: optionalString,
  MURF_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.murf.ai'),
  ELEVENLABS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.elevenlabs.io'),
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  FFMPEG_PATH: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  ffmpegPath: string | undefined;
  logLevel: string;
  trustProxy: boolean;
}

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
    ffmpegPath: e.FFMPEG_PATH,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
