import fs from 'node:fs/promises';
import path from 'node:path';
import { ensureAdminAccount } from './admin/admin-accounts.js';
import { buildApp } from './app.js';
import { resolveFfmpeg } from './audio/ffmpeg-binary.js';
import { purgeLoginTokens } from './auth/login-tokens.js';
import { purgeSessions } from './auth/sessions.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { purgeExpiredAudio } from './audio/audio-files.js';
import { renderMissingPreviews } from './voice/voice-previews.js';
import { pruneMixCache } from './mix/prune-mix-cache.js';
import { createMailer } from './mail/mailer.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

async function main(config: Config): Promise<void> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const [database, ffmpeg] = await Promise.all([
    openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'db') }),
    resolveFfmpeg(config.ffmpegPath),
  ]);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const deps = { config, database, mailer, clock: systemClock, ffmpeg, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };

  const app = await buildApp(deps);
  app.addHook('onClose', async () => {
    mailer.close();
    await database.close();
  });
  await ensureAdminAccount(database.db, config, app.log);

  const housekeeping = setInterval(() => {
    const now = systemClock.now();
    Promise.all([
      purgeLoginTokens(database.db, now),
      purgeSessions(database.db, now),
      purgeExpiredAudio(database.db, config.dataDir, now),
      pruneMixCache(config.dataDir, now),
    ]).catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(housekeeping);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Voice previews are made by the product itself on first start (a request arriving first makes its own).
  renderMissingPreviews(deps, app.log).catch((err: unknown) => app.log.error({ err }, 'voice previews failed'));
  app.log.info(
    { database: database.kind, mail: mailer.kind, ffmpeg: ffmpeg.path, url: config.publicUrl },
    `AI Voice Studio is ready at ${config.publicUrl}`,
  );
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('AI Voice Studio failed to start:', error);
  }
  process.exit(1);
}
